import type { HttpContext } from '@adonisjs/core/http'
import {
  EVENT_STATUSES,
  EVENT_TYPES,
  PUBLISHED_STATUSES,
  type EventStatus,
  type EventType,
} from '@tessera/shared/domain/events/constants'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZES } from '@tessera/shared/public/public-listing'
import ApiError from '#exceptions/api_error'
import { filterOneOf } from '#lib/list_filters'
import { parseListQuery, type ListQuery } from '#lib/list_query'

/**
 * One side of `filter[start_at]=a,b` as sent: a wall time (`YYYY-MM-DD HH:mm:ss`, read in each
 * event's own zone) or an instant (ISO 8601 with an offset, the same for every event); null when
 * that side is open.
 */
export type RangeSide = string | null

/** A public list's parameters, checked: which events and which page (docs/API.md "Public"). */
export type ListingQuery =
  | {
      kind: 'collection'
      search: string | null
      range: [RangeSide, RangeSide] | null
      types: EventType[] | null
      /** The published statuses asked for (null: both); an empty list matches nothing. */
      statuses: EventStatus[] | null
      upcoming: boolean
      sort: ListQuery['sort']
      page: ListQuery['page']
    }
  | { kind: 'calendar'; range: [string, string] }

type CollectionQuery = Extract<ListingQuery, { kind: 'collection' }>

/** The calendar answers at most this many events (`meta.truncated` says when there were more). */
export const CALENDAR_MAX_EVENTS = 500
/** The calendar's widest window: a month grid of six weeks with a zone's day on either side. */
const CALENDAR_MAX_DAYS = 62
const DAY_MS = 86_400_000

const COLLECTION_NAMES = {
  filters: {
    search: true,
    name: true,
    start_at: true,
    event_type: true,
    status: true,
    upcoming_at: true,
  },
  sorts: { start_at: 'e.start_at', end_at: 'e.end_at', name: 'e.name' },
  includes: [],
  defaultSort: '-start_at',
  defaultSize: COLLECTION_PAGE_SIZE,
}

const CALENDAR_NAMES = {
  filters: { start_at: true },
  sorts: { start_at: 'e.start_at' },
  includes: [],
  defaultSort: 'start_at',
}

/** One side checked (400 when it reads as neither form); its instant read in UTC for bounds. */
function rangeSide(text: string | undefined): { side: RangeSide; utc: Date | null } {
  const side = text?.trim() ?? ''
  if (side === '') return { side: null, utc: null }
  const utc = parseEventDateTime(side, 'UTC')
  if (!utc) throw ApiError.badRequest('bad_request', 'filter[start_at]')
  return { side, utc }
}

function parseRange(value: string) {
  const parts = value.split(',')
  if (parts.length > 2) throw ApiError.badRequest('bad_request', 'filter[start_at]')
  const [from, to] = [rangeSide(parts[0]), rangeSide(parts[1])]
  if (from.utc && to.utc && from.utc > to.utc)
    throw ApiError.badRequest('bad_request', 'filter[start_at]')
  return { from, to }
}

function collectionQuery(list: ListQuery): ListingQuery {
  if (!(COLLECTION_PAGE_SIZES as readonly number[]).includes(list.page.size))
    throw ApiError.badRequest('invalid_page', 'page[size]')
  const query: CollectionQuery = { ...defaultCollectionQuery(), sort: list.sort, page: list.page }
  for (const [name, value] of list.filters) {
    if (name === 'search' || name === 'name') query.search = value.trim() || null
    if (name === 'event_type') query.types = filterOneOf(name, value, EVENT_TYPES)
    if (name === 'status')
      query.statuses = filterOneOf(name, value, EVENT_STATUSES).filter((status) =>
        PUBLISHED_STATUSES.includes(status),
      )
    if (name === 'upcoming_at') {
      if (value !== '0' && value !== '1')
        throw ApiError.badRequest('bad_request', `filter[${name}]`)
      query.upcoming = value === '1'
    }
    if (name === 'start_at') {
      const { from, to } = parseRange(value)
      query.range = [from.side, to.side]
    }
  }
  return query
}

/** The calendar's window: both sides, in order, at most CALENDAR_MAX_DAYS apart. */
function calendarQuery(list: ListQuery): ListingQuery {
  const value = list.filters.find(([name]) => name === 'start_at')?.[1]
  if (value === undefined) throw ApiError.badRequest('bad_request', 'filter[start_at]')
  const { from, to } = parseRange(value)
  if (
    !from.side ||
    !to.side ||
    to.utc!.getTime() - from.utc!.getTime() > CALENDAR_MAX_DAYS * DAY_MS
  )
    throw ApiError.badRequest('bad_request', 'filter[start_at]')
  return { kind: 'calendar', range: [from.side, to.side] }
}

/** Bounds the memory of `parseListingQuery`: past this many query strings the map starts again. */
const MAX_PARSED = 1000
const parsed = new Map<string, ListingQuery>()
const keys = new WeakMap<ListingQuery, string>()

/**
 * The parameters of `GET /public/organizers/{uuid}/events` or `/calendar`; 400 when malformed.
 * Visitors send a few query strings over and over (a page's first load, a month picked, the
 * calendar's window): each is checked once and the answer kept by its exact text, so a cached list
 * is found without parsing its query again (docs/ARCHITECTURE.md "The public collection and
 * calendar"). A malformed one is checked every time. The answer is shared: never change it.
 */
export function parseListingQuery(
  request: HttpContext['request'],
  kind: ListingQuery['kind'],
): ListingQuery {
  const raw = `${kind}?${request.parsedUrl.query ?? ''}`
  const known = parsed.get(raw)
  if (known) return known
  const query =
    kind === 'collection'
      ? collectionQuery(parseListQuery(request, COLLECTION_NAMES))
      : calendarQuery(parseListQuery(request, CALENDAR_NAMES))
  if (parsed.size >= MAX_PARSED) parsed.clear()
  parsed.set(raw, query)
  return query
}

/** The cache's key of a query: equal for queries that answer the same (computed once a query). */
export function listingKey(query: ListingQuery): string {
  let key = keys.get(query)
  if (key === undefined) {
    key = JSON.stringify(query)
    keys.set(query, key)
  }
  return key
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An organizer's uuid from the route, lower-cased; null when it cannot be one (a 404). */
export function organizerUuid(value: unknown): string | null {
  const text = String(value)
  return UUID.test(text) ? text.toLowerCase() : null
}

/** The collection's first page in the API's defaults: what `GET …/events` with no query answers. */
export function defaultCollectionQuery(): CollectionQuery {
  return {
    kind: 'collection',
    search: null,
    range: null,
    types: null,
    statuses: null,
    upcoming: false,
    sort: [{ column: 'e.start_at', direction: 'desc' }],
    page: { number: 1, size: COLLECTION_PAGE_SIZE },
  }
}

/**
 * The calendar page's window at `now`: the UTC month from 8 days before its first day to 15 days
 * after its last (54 days at most), which holds the month grid FullCalendar shows in any zone.
 */
export function calendarPageWindow(now: Date): { from: string; to: string } {
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()]
  return {
    from: new Date(Date.UTC(year, month, 1) - 8 * DAY_MS).toISOString(),
    to: new Date(Date.UTC(year, month + 1, 1) + 15 * DAY_MS - 1000).toISOString(),
  }
}
