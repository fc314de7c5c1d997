import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { venueInput, venueUpdateInput } from '@tessera/shared/schemas/venue'
import { seesEveryRecord } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import User from '#models/user'
import Venue from '#models/venue'
import { findOwned } from '#policies/owner_policy'
import { unknownRelated } from '#lib/relationships'
import { definedValues } from '#lib/database_values'

type Fields = z.output<typeof venueUpdateInput>

/** A venue's attributes as model columns (those not given are left out). */
export const venueColumns = (input: Fields) =>
  definedValues({
    name: input.name,
    addressName: input.address_name,
    city: input.city,
    country: input.country,
    postalCode: input.postal_code,
    lat: input.lat,
    long: input.long,
  })

/**
 * A new venue (the address picker of the event form saves one): the caller's, or, for a super user
 * editing an organizer's event, that organizer's (`relationships.user`), so the event may use it.
 */
export class CreateVenue {
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

/** Edit Venue: the owner's, or any for super users (404 otherwise). */
export class UpdateVenue {
  static async handle(actor: User, id: number, input: Fields): Promise<Venue> {
    return db.transaction(async (trx) => {
      const venue = await findOwned(Venue, actor, id, trx)
      venue.merge(venueColumns(input))
      await venue.save()
      return venue
    })
  }
}

/** Deletes a venue no event uses (409 `has_associated_items`). */
export class DeleteVenue {
  static async handle(actor: User, id: number): Promise<void> {
    await db.transaction(async (trx) => {
      const venue = await findOwned(Venue, actor, id, trx)
      if (await hasAssociatedItems(trx, 'venues', venue.id)) {
        throw new ApiError(409, { code: 'has_associated_items', values: { resource: 'venues' } })
      }
      await venue.delete()
    })
  }
}
