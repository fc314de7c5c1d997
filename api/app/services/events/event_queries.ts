import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { lockRows } from '#lib/row_locks'
import Event from '#models/event'
import User from '#models/user'
import { scopeToOwner } from '#policies/owner_policy'

/** What a single event may include (speakers, sponsors and announcements do not exist yet: 400). */
export const EVENT_INCLUDES = ['category', 'tags', 'tickets', 'venues', 'user'] as const

/**
 * The events `viewer` may see, with what `include` needs preloaded, the organizer (for super
 * users' columns and the fee of its role) and `total_attendees` (units sold: the sum of the
 * tickets' sold quantities, which only the order transaction changes).
 */
export function visibleEvents(
  viewer: User,
  include: readonly string[],
  client?: QueryClientContract,
) {
  const query = scopeToOwner(Event.query(client ? { client } : undefined), viewer, 'events.user_id')
  query.withAggregate('eventTickets', (tickets) =>
    tickets.sum('sold_quantity').as('total_attendees'),
  )
  query.preload('user', (user) => user.preload('role'))
  if (include.includes('category')) query.preload('category')
  if (include.includes('tags')) query.preload('tags', (tags) => tags.orderBy('name').orderBy('id'))
  if (include.includes('venues')) query.preload('venues', (venues) => venues.orderBy('id'))
  if (include.includes('tickets'))
    query.preload('eventTickets', (offers) => offers.preload('ticket').orderBy('id'))
  return query
}

/** One event the viewer may see, with its files (404 otherwise). */
export async function findVisibleEvent(
  viewer: User,
  id: number,
  include: readonly string[],
): Promise<Event> {
  return visibleEvents(viewer, include).where('events.id', id).preload('assets').firstOrFail()
}

/** One event the viewer may change, locked for the transaction (404 when not theirs). */
export async function findEventForUpdate(
  viewer: User,
  id: number,
  client: QueryClientContract,
): Promise<Event> {
  return lockRows(
    scopeToOwner(Event.query({ client }), viewer).where('id', id),
    client,
  ).firstOrFail()
}

/**
 * The organizer of an event with its role: plan limits and the service fee are the organizer's,
 * whoever writes (docs/DECISIONS.md).
 */
export async function organizerOf(
  event: Event,
  actor: User,
  client: QueryClientContract,
): Promise<User> {
  if (event.userId === actor.id) return actor
  return User.query({ client }).where('id', event.userId).preload('role').firstOrFail()
}
