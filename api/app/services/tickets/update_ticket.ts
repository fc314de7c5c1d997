import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { ticketUpdateInput } from '@tessera/shared/schemas/ticket'
import type Ticket from '#models/ticket'
import type User from '#models/user'
import { findTicketForUpdate } from '#services/tickets/ticket_queries'

/** Renames or redescribes a ticket type; every event offering it shows the new words. */
export default class UpdateTicket {
  static async handle(
    actor: User,
    id: number,
    input: z.output<typeof ticketUpdateInput>,
  ): Promise<Ticket> {
    return db.transaction(async (trx) => {
      const ticket = await findTicketForUpdate(actor, id, trx)
      ticket.merge({
        name: input.name ?? ticket.name,
        description: input.description ?? ticket.description,
      })
      await ticket.save()
      return ticket
    })
  }
}
