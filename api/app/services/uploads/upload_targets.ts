import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { seesEveryRecord } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import { lockRows } from '#lib/row_locks'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import User from '#models/user'
import { scopeToOwner } from '#policies/owner_policy'
import { ensureNotProtected } from '#services/accounts/console_rules'
import { ensureNotDemoLocked } from '#policies/demo_lock_policy'

/**
 * What an upload may change: an event or a ticket offer of the caller's own (super users: any), or
 * the caller's own profile (staff: any). Anything else is not found (404), so it does not leak.
 */
export async function ownedEvent(
  actor: User,
  id: number,
  client?: QueryClientContract,
): Promise<Event> {
  const query = scopeToOwner(Event.query(client ? { client } : undefined), actor).where('id', id)
  const event = await (client ? lockRows(query, client) : query).firstOrFail()
  ensureNotDemoLocked(event.id)
  return event
}

/** The role whose plan limits an event's files: its organizer's, whoever uploads. */
export async function organizerOf(event: Event, client?: QueryClientContract): Promise<User> {
  return User.query(client ? { client } : undefined)
    .where('id', event.userId)
    .preload('role')
    .firstOrFail()
}

export async function ownedEventTicket(
  actor: User,
  id: number,
  client?: QueryClientContract,
): Promise<EventTicket> {
  const query = EventTicket.query(client ? { client } : undefined)
    .where('id', id)
    .whereIn('event_id', scopeToOwner(Event.query().select('id'), actor))
  const offer = await (client ? lockRows(query, client) : query).firstOrFail()
  ensureNotDemoLocked(offer.eventId)
  return offer
}

export async function profileOwner(
  actor: User,
  id: number,
  client?: QueryClientContract,
): Promise<User> {
  if (id !== actor.id && !seesEveryRecord(actor.roleName)) throw ApiError.notFound()
  const query = User.query(client ? { client } : undefined).where('id', id)
  const user = await (client ? lockRows(query, client) : query).firstOrFail()
  ensureNotProtected(user.id, false)
  return user
}
