import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { ticketInput, ticketUpdateInput } from '@tessera/shared/schemas/ticket'
import Ticket from '#models/ticket'
import type User from '#models/user'
import { findTicketForUpdate } from '#services/tickets/ticket_queries'

/** Add ticket: a name and a description (spec "events" §5); the caller owns it. */
export class CreateTicket {
  static async handle(owner: User, input: z.output<typeof ticketInput>): Promise<Ticket> {
    return Ticket.create({ userId: owner.id, name: input.name, description: input.description })
  }
}

/** Renames or redescribes a ticket type; every event offering it shows the new words. */
export class UpdateTicket {
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
