import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { lockRows } from '#lib/row_locks'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import Ticket from '#models/ticket'
import type User from '#models/user'
import { scopeToOwner } from '#policies/owner_policy'

/**
 * Tickets and their offers are owner-scoped (docs/API.md): an organizer sees only their own, super
 * users every one, and anything else is not found (404).
 */
export function visibleTickets(viewer: User, client?: QueryClientContract) {
  return scopeToOwner(Ticket.query(client ? { client } : undefined), viewer)
}

/** A ticket type the viewer may change, locked for the transaction. */
export function findTicketForUpdate(viewer: User, id: number, client: QueryClientContract) {
  return lockRows(visibleTickets(viewer, client).where('id', id), client).firstOrFail()
}

/** The ids of the events the viewer may see (a subquery). */
export function visibleEventIds(viewer: User) {
  return scopeToOwner(Event.query().select('id'), viewer)
}

/**
 * Offers on the viewer's events, with what serializing them needs: the ticket type (name,
 * description) and the event with its organizer's role (time zone, service fee).
 */
export function visibleEventTickets(viewer: User, client?: QueryClientContract) {
  return EventTicket.query(client ? { client } : undefined)
    .whereIn('event_id', visibleEventIds(viewer))
    .preload('ticket')
    .preload('event', (event) => event.preload('user', (user) => user.preload('role')))
}

/** One offer the viewer may change, locked for the transaction (its event and ticket loaded). */
export function findEventTicketForUpdate(viewer: User, id: number, client: QueryClientContract) {
  return lockRows(visibleEventTickets(viewer, client).where('id', id), client).firstOrFail()
}
