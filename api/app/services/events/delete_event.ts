import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { hasAssociatedItems } from '#services/events/event_associations'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'
import { findEventForUpdate } from '#services/events/event_queries'

/**
 * Deletes an event with its tags, venues links, ticket offers and file rows (the database cascades).
 * Refused while it has sold tickets (409 `has_associated_items`).
 */
export default class DeleteEvent {
  static async handle(actor: User, id: number): Promise<void> {
    await db.transaction(async (trx) => {
      const event = await findEventForUpdate(actor, id, trx)
      ensureNotDemoLocked(event.id)
      if (await hasAssociatedItems(trx, event.id)) {
        throw new ApiError(409, { code: 'has_associated_items', values: { resource: 'events' } })
      }
      await event.delete()
    })
  }
}
