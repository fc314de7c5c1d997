import type { z } from 'zod'
import type { venueInput } from '@tessera/shared/schemas/venue'
import type User from '#models/user'
import Venue from '#models/venue'
import { ownerFor } from '#policies/owner_policy'
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
    const owner = await ownerFor(actor, ownerId)
    return Venue.create({ userId: owner.id, ...venueColumns(input) })
  }
}
