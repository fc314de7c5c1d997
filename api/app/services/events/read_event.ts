import ApiError from '#exceptions/api_error'
import { readDirectly, type Select } from '#lib/direct_reads'
import { plainRows } from '#lib/plain_rows'
import Asset from '#models/asset'
import Category from '#models/category'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import Tag from '#models/tag'
import type User from '#models/user'
import Venue from '#models/venue'
import { seesAll } from '#policies/owner_policy'
import type { EventRead } from '#serializers/event_serializer'
import type { OfferRead } from '#serializers/event_ticket_serializer'
import { organizersOf } from '#services/events/event_queries'

// The hot read of `GET /events/{id}` (docs/ARCHITECTURE.md "Read path"): constant SQL, one
// statement per relation list, rows mapped straight to plain objects; the same orders as the
// list's preloads.
const UNITS_SOLD =
  '(select sum(event_tickets.sold_quantity) from event_tickets where event_tickets.event_id = events.id) as total_attendees'
const EVENT = `select events.*, ${UNITS_SOLD} from events where events.id = ?`
const OWN_EVENT = `${EVENT} and events.user_id = ?`
const CATEGORY = 'select * from categories where id = ?'
const TAGS =
  'select tags.* from tags inner join event_tags on event_tags.tag_id = tags.id where event_tags.event_id = ? order by tags.name, tags.id'
const VENUES =
  'select venues.* from venues inner join event_venues on event_venues.venue_id = venues.id where event_venues.event_id = ? order by venues.id'
const OFFERS =
  'select event_tickets.*, tickets.name as ticket_name, tickets.description as ticket_description from event_tickets left join tickets on tickets.id = event_tickets.ticket_id where event_tickets.event_id = ? order by event_tickets.id'
const ASSETS = 'select * from assets where event_id = ?'

async function offers(select: Select, eventId: number): Promise<OfferRead[]> {
  const rows = await select(OFFERS, [eventId])
  return plainRows(EventTicket, rows).map((offer, i) => ({
    ...offer,
    ticket: {
      name: rows[i].ticket_name as string,
      description: rows[i].ticket_description as string,
    },
  }))
}

async function category(select: Select, id: number | null): Promise<EventRead['category']> {
  if (id === null) return null
  return plainRows(Category, await select(CATEGORY, [id]))[0] ?? null
}

/** The relations `include` names (`undefined`: not read) and the files, on one connection. */
async function relations(select: Select, event: EventRead['event'], include: readonly string[]) {
  const id = event.id
  const wants = (name: string) => include.includes(name)
  return {
    category: wants('category') ? await category(select, event.categoryId) : undefined,
    tags: wants('tags') ? plainRows(Tag, await select(TAGS, [id])) : undefined,
    venues: wants('venues') ? plainRows(Venue, await select(VENUES, [id])) : undefined,
    tickets: wants('tickets') ? await offers(select, id) : undefined,
    assets: plainRows(Asset, await select(ASSETS, [id])),
  }
}

/** One event the viewer may see with what `include` names, its organizer and files (404 otherwise). */
export async function findVisibleEvent(
  viewer: User,
  id: number,
  include: readonly string[],
): Promise<EventRead> {
  const read = await readDirectly(async (select) => {
    const [row] = seesAll(viewer)
      ? await select(EVENT, [id])
      : await select(OWN_EVENT, [id, viewer.id])
    if (!row) return null
    const [event] = plainRows(Event, [row])
    const totalAttendees = Number(row.total_attendees ?? 0)
    return { event, totalAttendees, ...(await relations(select, event, include)) }
  })
  if (!read) throw ApiError.notFound()
  const organizers = await organizersOf([read.event.userId], viewer)
  return { ...read, organizer: organizers.get(read.event.userId)! }
}
