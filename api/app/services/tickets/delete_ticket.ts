import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { isForeignKeyViolation } from '#lib/database_values'
import { findTicketForUpdate } from '#services/tickets/ticket_queries'

const stillOffered = () =>
  new ApiError(409, { code: 'has_associated_items', values: { resource: 'tickets' } })

/**
 * Deletes a ticket type. While it is offered on any event it is refused (spec "accounts" §5:
 * "Deleting a … ticket … that still has associated items is refused"); the foreign key refuses it
 * too, should an offer be added meanwhile.
 */
export default class DeleteTicket {
  static async handle(actor: User, id: number): Promise<void> {
    await db.transaction(async (trx) => {
      const ticket = await findTicketForUpdate(actor, id, trx)
      if (await trx.from('event_tickets').where('ticket_id', ticket.id).select('id').first())
        throw stillOffered()
      try {
        await ticket.delete()
      } catch (error) {
        if (isForeignKeyViolation(error)) throw stillOffered()
        throw error
      }
    })
  }
}
