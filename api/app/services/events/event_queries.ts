import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { lockRows } from '#lib/row_locks'
import Event from '#models/event'
import User from '#models/user'
import { scopeToOwner } from '#policies/owner_policy'

/** What a single event may include (speakers, sponsors and announcements do not exist yet: 400). */
export const EVENT_INCLUDES = ['category', 'tags', 'tickets', 'venues', 'user'] as const

/**
 * The events `viewer` may see, with what `include` needs preloaded and `total_attendees` (units
 * sold: the sum of the tickets' sold quantities, which only the order transaction changes). Their
 * organizers are set afterwards by `withOrganizers`.
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
  if (include.includes('category')) query.preload('category')
  if (include.includes('tags')) query.preload('tags', (tags) => tags.orderBy('name').orderBy('id'))
  if (include.includes('venues')) query.preload('venues', (venues) => venues.orderBy('id'))
  if (include.includes('tickets'))
    query.preload('eventTickets', (offers) => offers.preload('ticket').orderBy('id'))
  return query
}

/**
 * The organizers of `userIds` with their roles (for super users' columns and the fee of the role):
 * the viewer, already loaded with its role for the request; the others in one query.
 */
export async function organizersOf(userIds: number[], viewer: User): Promise<Map<number, User>> {
  const known = viewer.$preloaded.role ? viewer : undefined
  const others = [...new Set(userIds)].filter((id) => id !== known?.id)
  const organizers = others.length ? await User.query().whereIn('id', others).preload('role') : []
  const byId = new Map(organizers.map((user) => [user.id, user]))
  if (known) byId.set(known.id, known)
  return byId
}

/** Sets each event's organizer with its role (`organizersOf`). */
export async function withOrganizers(events: Event[], viewer: User): Promise<Event[]> {
  const byId = await organizersOf(
    events.map((event) => event.userId),
    viewer,
  )
  for (const event of events) event.$setRelated('user', byId.get(event.userId)!)
  return events
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
