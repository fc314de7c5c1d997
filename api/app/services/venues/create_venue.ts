import type { z } from 'zod'
import type { venueInput } from '@tessera/shared/schemas/venue'
import { seesEveryRecord } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import User from '#models/user'
import Venue from '#models/venue'
import { unknownRelated } from '#lib/relationships'
import { venueColumns } from '#services/venues/venue_columns'

/**
 * A new venue (the address picker of the event form saves one): the caller's, or, for a super user
 * editing an organizer's event, that organizer's (`relationships.user`), so the event may use it.
 */
export default class CreateVenue {
  static async handle(
    actor: User,
    input: z.output<typeof venueInput>,
    ownerId?: number | null,
  ): Promise<Venue> {
    let owner = actor
    if (ownerId !== undefined && ownerId !== null && ownerId !== actor.id) {
      if (!seesEveryRecord(actor.roleName))
        throw new ApiError(403, { code: 'forbidden', pointer: '/data/relationships/user' })
      owner = (await User.find(ownerId)) ?? throwUnknownOwner()
    }
    return Venue.create({ userId: owner.id, ...venueColumns(input) })
  }
}

function throwUnknownOwner(): never {
  throw unknownRelated('user')
}
