import db from '@adonisjs/lucid/services/db'
import { isoInZone } from '@tessera/shared/domain/events/time'
import { pageMeta } from '@tessera/shared/jsonapi/document'
import type {
  PublicListedEvent,
  PublicListedOrganizer,
  PublicListedVenue,
  PublicListing,
} from '@tessera/shared/public/public-listing'
import { readDirectly, type Row, type Select } from '#lib/direct_reads'
import { sqlInstant } from '#lib/utc_date_time'
import { assetUrl } from '#services/uploads/asset_url'
import { CALENDAR_MAX_EVENTS, type ListingQuery } from '#services/public/organizer_listing_query'
import {
  countSql,
  LISTED_FROM,
  listedColumns,
  listingWhere,
  needsZones,
  ORGANIZER_SQL,
  orderBy,
  zonesSql,
  type Dialect,
} from '#services/public/organizer_listing_sql'
import { instantOf, jsonOf, type TagRow } from '#services/public/public_event_rows'

/** An organizer as the lists name them, their user id and the revision of their lists. */
export type ListingOrganizer = {
  organizer: PublicListedOrganizer
  userId: number
  revision: number
}

/** A list read at one revision, and until when it holds without a write (an upcoming-only list). */
export type ReadListing = { listing: PublicListing; validUntil: number }

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** The organizer with that uuid (lower case) and their lists' revision: one indexed statement. */
export async function readListingOrganizer(uuid: string): Promise<ListingOrganizer | null> {
  const [row] = await readDirectly((select) => select(ORGANIZER_SQL, [uuid]))
  if (!row) return null
  return {
    organizer: {
      id: String(row.id),
      uuid: String(row.uuid),
      name: String(row.name),
      profile_image: assetUrl(text(row.profile_image)),
    },
    userId: Number(row.id),
    revision: Number(row.revision),
  }
}

function listedEvent(row: Row, organizer: PublicListedOrganizer): PublicListedEvent {
  const zone = String(row.timezone)
  const at = (value: unknown) => isoInZone(instantOf(value), zone)
  return {
    id: String(row.id),
    hash_code: String(row.hash_code),
    name: String(row.name),
    description: text(row.description),
    status: row.status as PublicListedEvent['status'],
    start_at: at(row.start_at),
    end_at: at(row.end_at),
    timezone: zone,
    event_type: row.event_type as PublicListedEvent['event_type'],
    hero_image: assetUrl(text(row.hero_image)),
    virtual_link: text(row.virtual_link),
    venue: jsonOf<PublicListedVenue | null>(row.venue, null),
    category: row.category_id
      ? { id: String(row.category_id), name: String(row.category_name) }
      : null,
    tags: jsonOf<TagRow[]>(row.tags, []).map((tag) => ({ ...tag, id: String(tag.id) })),
    organizer,
  }
}

async function zonesOf(select: Select, query: ListingQuery, userId: number): Promise<string[]> {
  if (!needsZones(query)) return []
  const { sql, bindings } = zonesSql(query.kind, userId)
  return (await select(sql, bindings)).map((row) => String(row.timezone))
}

/**
 * One list of an organizer's published events (docs/ARCHITECTURE.md "The public collection and
 * calendar"), read without the ORM on one connection: the organizer's zones when the range is in
 * wall times, then the collection's count and page (no page statement past the last) or the
 * calendar's events. Tags and the first venue come as JSON in each row.
 */
export async function readListing(
  { organizer, userId }: ListingOrganizer,
  query: ListingQuery,
  now: Date,
): Promise<ReadListing> {
  const client = db.connection()
  const dialect: Dialect = client.dialect.name === 'postgres' ? 'pg' : 'sqlite'
  const instant = (at: Date) => sqlInstant(client, at)
  return readDirectly(async (select) => {
    const where = listingWhere(query, userId, await zonesOf(select, query, userId), instant, now)
    const rows = `select ${listedColumns(dialect)} ${LISTED_FROM} where ${where.condition}
      order by ${orderBy(query)} limit ? offset ?`
    if (query.kind === 'calendar') {
      const found = await select(rows, [...where.bindings, CALENDAR_MAX_EVENTS + 1, 0])
      const events = found.slice(0, CALENDAR_MAX_EVENTS).map((row) => listedEvent(row, organizer))
      return {
        listing: { events, organizer, truncated: found.length > CALENDAR_MAX_EVENTS },
        validUntil: Infinity,
      }
    }
    const [count] = await select(countSql(where), where.bindings)
    const total = Number(count!.total)
    const { number, size } = query.page
    const offset = (number - 1) * size
    const page =
      offset < total ? await select(rows, [...where.bindings, size, offset]) : ([] as Row[])
    const nextEnd = count!.next_end === null ? null : instantOf(count!.next_end).getTime()
    return {
      listing: {
        events: page.map((row) => listedEvent(row, organizer)),
        organizer,
        page: pageMeta(total, number, size),
      },
      validUntil: query.upcoming && nextEnd !== null ? nextEnd + 1 : Infinity,
    }
  })
}
