import type { z } from 'zod'
import type { ticketInput } from '@tessera/shared/schemas/ticket'
import Ticket from '#models/ticket'
import type User from '#models/user'

/** Add ticket: a name and a description (spec "events" §5); the caller owns it. */
export default class CreateTicket {
  static async handle(owner: User, input: z.output<typeof ticketInput>): Promise<Ticket> {
    return Ticket.create({ userId: owner.id, name: input.name, description: input.description })
  }
}
