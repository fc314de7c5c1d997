import { EVENT_STATUSES, EVENT_TYPES } from '@tessera/shared/domain/events/constants'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import ApiError from '#exceptions/api_error'
import { filterId, filterOneOf, whereContains } from '#lib/list_filters'
import type { ListSpec } from '#lib/list_query'
import { sqlInstant } from '#lib/utc_date_time'
import type Event from '#models/event'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

type DateColumn = 'start_at' | 'end_at'

/**
 * `filter[start_at]=a,b` (or `end_at`): the two wall times (`YYYY-MM-DD HH:mm:ss`) or instants,
 * either side empty. Checked here; each event reads wall times in its own time zone
 * (`whereBetween`).
 */
function wallRange(value: string, column: DateColumn): { from?: string; to?: string } {
  const parts = value.split(',')
  if (parts.length > 2) throw ApiError.badRequest('bad_request', `filter[${column}]`)
  const [from, to] = parts.map((part) => {
    const wall = part.trim()
    if (wall === '') return undefined
    if (!parseEventDateTime(wall, 'UTC'))
      throw ApiError.badRequest('bad_request', `filter[${column}]`)
    return wall
  })
  return { from, to }
}

/**
 * Events starting (or ending: `end_at`) between two wall times **in each event's own time zone**
 * (spec "events" §9, the month filter: first day 00:00:00 to last day 23:59:59 where the event
 * happens). The zones of the events in scope are read first (one `select distinct`); each zone
 * then gets its own instant range on the column, so the page and its total stay one query each.
 * The calendar asks for the events overlapping its visible range as `filter[start_at]=,b` and
 * `filter[end_at]=a,` (an event that began before the first visible day still shows).
 */
const whereBetween =
  (column: DateColumn) => async (query: ModelQueryBuilderContract<typeof Event>, value: string) => {
    const { from, to } = wallRange(value, column)
    if (!from && !to) return
    const zones = (
      await query.clone().clearSelect().clearOrder().distinct('events.timezone').pojo<{
        timezone: string
      }>()
    ).map((row) => row.timezone)
    const instant = (wall: string, zone: string) =>
      sqlInstant(query.client, parseEventDateTime(wall, zone) ?? parseEventDateTime(wall, 'UTC')!)
    query.where((inZone) => {
      if (zones.length === 0) inZone.whereRaw('1 = 0')
      for (const zone of zones) {
        inZone.orWhere((one) => {
          one.where('events.timezone', zone)
          if (from) one.where(`events.${column}`, '>=', instant(from, zone))
          if (to) one.where(`events.${column}`, '<=', instant(to, zone))
        })
      }
    })
  }

/**
 * The event list (spec "events" §7 "Event list (own)"): search by name, upcoming (starts in the
 * future or is happening), a month, event types, statuses, and an organizer (which only widens
 * anything for super users: everyone else only ever sees their own events).
 */
export function eventList(now: Date): ListSpec<typeof Event> {
  return {
    filters: {
      name: (query, value) => whereContains(query, 'events.name', value),
      upcoming_at: (query, value) => {
        if (value !== '1' && value !== '0')
          throw ApiError.badRequest('bad_request', 'filter[upcoming_at]')
        if (value === '1') query.where('events.end_at', '>=', sqlInstant(query.client, now))
      },
      start_at: whereBetween('start_at'),
      end_at: whereBetween('end_at'),
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
