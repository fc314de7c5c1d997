import { PUBLISHED_STATUSES } from '@tessera/shared/domain/events/constants'
import { parseEventDateTime } from '@tessera/shared/domain/events/time'
import { containsPattern } from '#lib/list_filters'
import { placeholders, SqlWhere } from '#lib/sql_where'
import type { ListingQuery, RangeSide } from '#services/public/organizer_listing_query'

/**
 * The SQL of the public collection and calendar (docs/ARCHITECTURE.md "The public collection and
 * calendar"), the same text on both databases but for the JSON of each row's tags and venue.
 */
export type Dialect = 'sqlite' | 'pg'

/** An instant as the connection compares it (`sqlInstant`). */
export type Instant = (at: Date) => string

/** The organizer by uuid with their lists' revision (`organizer_public_revisions`, 0 when none). */
export const ORGANIZER_SQL = `select u.id, u.uuid, u.name, u.profile_image,
    coalesce(r.revision, 0) as revision
  from users u left join organizer_public_revisions r on r.user_id = u.id
  where u.uuid = ?`

const PUBLISHED = PUBLISHED_STATUSES.map((status) => `'${status}'`).join(', ')

/** Published events of the organizer shown on that list. */
function visible(kind: ListingQuery['kind'], organizerId: number): SqlWhere {
  const shown = kind === 'collection' ? 'e.show_on_collection' : 'e.show_on_calendar'
  return new SqlWhere()
    .add('e.user_id = ?', [organizerId])
    .add(`e.status in (${PUBLISHED})`)
    .add(`${shown} = true`)
}

/** The zones the organizer's visible events are in: a wall-time range is read in each. */
export function zonesSql(kind: ListingQuery['kind'], organizerId: number) {
  const where = visible(kind, organizerId)
  return {
    sql: `select distinct e.timezone from events e where ${where.condition}`,
    bindings: where.bindings,
  }
}

/** A side of the range in `zone` (a wall time there, or the instant an offset names). */
const sideIn = (side: RangeSide, zone: string) => (side ? parseEventDateTime(side, zone) : null)

/** Whether a side names the same instant in every zone (ISO 8601 with an offset). */
const absolute = (side: RangeSide) => side === null || /(?:Z|[+-]\d{2}:\d{2})$/.test(side)

/**
 * The range as SQL: per zone, `from ≤ start ≤ to` (the collection: events starting in it) or
 * `start ≤ to and end ≥ from` (the calendar: events overlapping it), each side in that zone. One
 * clause when neither side depends on the zone.
 */
function rangeCondition(
  kind: ListingQuery['kind'],
  [from, to]: [RangeSide, RangeSide],
  zones: string[],
  instant: Instant,
): { sql: string; bindings: unknown[] } {
  const oneZone = absolute(from) && absolute(to)
  const clauses = (oneZone ? ['UTC'] : zones).map((zone) => {
    const parts: string[] = oneZone ? [] : ['e.timezone = ?']
    const bindings: unknown[] = oneZone ? [] : [zone]
    const [start, end] = [sideIn(from, zone), sideIn(to, zone)]
    if (start) {
      parts.push(kind === 'collection' ? 'e.start_at >= ?' : 'e.end_at >= ?')
      bindings.push(instant(start))
    }
    if (end) {
      parts.push('e.start_at <= ?')
      bindings.push(instant(end))
    }
    return { sql: parts.length ? `(${parts.join(' and ')})` : '1 = 1', bindings }
  })
  if (!clauses.length) return { sql: '1 = 0', bindings: [] }
  return {
    sql: clauses.map((clause) => clause.sql).join(' or '),
    bindings: clauses.flatMap((clause) => clause.bindings),
  }
}

/** Whether the range needs the organizer's zones (a wall time on either side). */
export function needsZones(query: ListingQuery): boolean {
  return query.range !== null && !(absolute(query.range[0]) && absolute(query.range[1]))
}

/** Every condition of a list: the visible events, then the query's filters. */
export function listingWhere(
  query: ListingQuery,
  organizerId: number,
  zones: string[],
  instant: Instant,
  now: Date,
): SqlWhere {
  const where = visible(query.kind, organizerId)
  if (query.range) {
    const range = rangeCondition(query.kind, query.range, zones, instant)
    where.add(range.sql, range.bindings)
  }
  if (query.kind === 'calendar') return where
  if (query.search) where.add(`lower(e.name) like ? escape '\\'`, [containsPattern(query.search)])
  if (query.types) where.add(`e.event_type in (${placeholders(query.types)})`, query.types)
  if (query.statuses)
    where.add(
      query.statuses.length ? `e.status in (${placeholders(query.statuses)})` : '1 = 0',
      query.statuses,
    )
  if (query.upcoming) where.add('e.end_at >= ?', [instant(now)])
  return where
}

const TAGS = {
  sqlite: `(select json_group_array(json_object('id', g.id, 'name', g.name, 'color', g.color)
      order by g.name, g.id)
    from event_tags x join tags g on g.id = x.tag_id where x.event_id = e.id)`,
  pg: `(select json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color)
      order by g.name, g.id)
    from event_tags x join tags g on g.id = x.tag_id where x.event_id = e.id)`,
}

const VENUE = {
  sqlite: `(select json_object('name', v.name, 'address_name', v.address_name, 'city', v.city,
      'country', v.country)
    from event_venues x join venues v on v.id = x.venue_id where x.event_id = e.id
    order by v.id limit 1)`,
  pg: `(select json_build_object('name', v.name, 'address_name', v.address_name, 'city', v.city,
      'country', v.country)
    from event_venues x join venues v on v.id = x.venue_id where x.event_id = e.id
    order by v.id limit 1)`,
}

/** The columns of a listed event, its tags and first venue as JSON (no per-row round trip). */
export const listedColumns = (dialect: Dialect) => `e.id, e.hash_code, e.name, e.description,
  e.status, e.start_at, e.end_at, e.timezone, e.event_type, e.hero_image, e.virtual_link,
  e.category_id, c.name as category_name, ${TAGS[dialect]} as tags, ${VENUE[dialect]} as venue`

export const LISTED_FROM = 'from events e left join categories c on c.id = e.category_id'

/**
 * How many events match, and the earliest end among them (when an upcoming-only list changes by
 * itself: that event stops being upcoming).
 */
export const countSql = (where: SqlWhere) =>
  `select count(*) as total, min(e.end_at) as next_end from events e where ${where.condition}`

/** `order by` of a query: its sorts, then the id (a stable order for paging). */
export function orderBy(query: ListingQuery): string {
  const sorts =
    query.kind === 'collection'
      ? query.sort.map(({ column, direction }) => `${column} ${direction}`)
      : ['e.start_at asc']
  return [...sorts, 'e.id asc'].join(', ')
}
