import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'
import { isForeignKeyViolation } from '#lib/database_values'
import { findEventTicketForUpdate } from '#services/tickets/ticket_queries'
import { removeUnreferencedFiles } from '#services/uploads/stored_files'

const sold = () =>
  new ApiError(409, { code: 'has_associated_items', values: { resource: 'event-tickets' } })

/**
 * Takes a ticket off its event. Refused once any unit was sold (409 `has_associated_items`): the
 * delete is guarded by `sold_quantity = 0` (and by the foreign keys of orders), so an order
 * committing meanwhile makes it refuse too.
 * Its floor plan file goes when nothing else uses it.
 */
export default class DeleteEventTicket {
  static async handle(actor: User, id: number): Promise<void> {
    const floorPlan = await db.transaction(async (trx) => {
      const offer = await findEventTicketForUpdate(actor, id, trx)
      ensureNotDemoLocked(offer.eventId)
      const deleted = await trx
        .from('event_tickets')
        .where('id', offer.id)
        .where('sold_quantity', 0)
        .delete()
        .catch((error) => {
          throw isForeignKeyViolation(error) ? sold() : error
        })
      if (Number(deleted) !== 1) throw sold()
      return offer.floorPlanImage
    })
    await removeUnreferencedFiles([floorPlan])
  }
}
