import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import type User from '#models/user'
import Venue from '#models/venue'
import { findOwned } from '#policies/owner_policy'

/** Deletes a venue no event uses (409 `has_associated_items`). */
export default class DeleteVenue {
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
