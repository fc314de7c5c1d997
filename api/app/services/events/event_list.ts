import { EVENT_STATUSES, EVENT_TYPES } from '@tessera/shared/domain/events/constants'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import ApiError from '#exceptions/api_error'
import { filterId, filterOneOf, whereContains } from '#lib/list_filters'
import type { ListSpec } from '#lib/list_query'
import { sqlInstant } from '#lib/utc_date_time'
import type Event from '#models/event'
import type User from '#models/user'

/**
 * `filter[start_at]=a,b`: events starting between a and b inclusive (the chosen month, spec
 * "events" §9: first day 00:00:00 to last day 23:59:59). Wall times are read in the viewer's time
 * zone; either side may be empty.
 */
function startRange(value: string, zone: string): { from?: Date; to?: Date } {
  const parts = value.split(',')
  if (parts.length > 2) throw ApiError.badRequest('bad_request', 'filter[start_at]')
  const [from, to] = parts.map((part) => {
    if (part.trim() === '') return undefined
    const instant = parseEventDateTime(part, zone)
    if (!instant) throw ApiError.badRequest('bad_request', 'filter[start_at]')
    return instant
  })
  return { from, to }
}

/**
 * The event list (spec "events" §7 "Event list (own)"): search by name, upcoming (starts in the
 * future or is happening), a month, event types, statuses, and an organizer (which only widens
 * anything for super users: everyone else only ever sees their own events).
 */
export function eventList(viewer: User, now: Date): ListSpec<typeof Event> {
  return {
    filters: {
      name: (query, value) => whereContains(query, 'events.name', value),
      upcoming_at: (query, value) => {
        if (value !== '1' && value !== '0')
          throw ApiError.badRequest('bad_request', 'filter[upcoming_at]')
        if (value === '1') query.where('events.end_at', '>=', sqlInstant(query.client, now))
      },
      start_at: (query, value) => {
        const { from, to } = startRange(value, viewer.timezone ?? 'UTC')
        if (from) query.where('events.start_at', '>=', sqlInstant(query.client, from))
        if (to) query.where('events.start_at', '<=', sqlInstant(query.client, to))
      },
      event_type: (query, value) =>
        query.whereIn('events.event_type', filterOneOf('event_type', value, EVENT_TYPES)),
      status: (query, value) =>
        query.whereIn('events.status', filterOneOf('status', value, EVENT_STATUSES)),
      user_id: (query, value) => query.where('events.user_id', filterId('user_id', value)),
    },
    sorts: {
      start_at: 'events.start_at',
      end_at: 'events.end_at',
      name: 'events.name',
      event_type: 'events.event_type',
      status: 'events.status',
      created_at: 'events.created_at',
      updated_at: 'events.updated_at',
      id: 'events.id',
    },
    includes: ['category', 'tags', 'venues', 'user'],
    defaultSort: '-start_at',
    defaultSize: 10,
  }
}
