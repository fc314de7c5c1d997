import type { ResourceObject } from '@tessera/shared/jsonapi/document'
import type Ticket from '#models/ticket'

/** `tickets`: a ticket type an organizer owns (spec "events" §3 "Ticket"). */
export function serializeTicket(ticket: Ticket): ResourceObject {
  return {
    type: 'tickets',
    id: String(ticket.id),
    attributes: {
      name: ticket.name,
      description: ticket.description,
      created_at: ticket.createdAt.toISO(),
      updated_at: ticket.updatedAt.toISO(),
    },
    relationships: { user: { data: { type: 'users', id: String(ticket.userId) } } },
  }
}
