import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { lockRows } from '#lib/row_locks'
import { unknownRelated } from '#lib/relationships'
import Venue from '#models/venue'
import { venueColumns } from '#services/venues/venue_columns'
import type { VenueLink } from '#services/venues/venue_links'

/** A venue an event will have: a saved one (the organizer's), maybe changed, or a new one. */
export type PlannedVenue = { link: VenueLink; saved?: Venue }

/**
 * The venues a request names, checked against the database: every saved one must be the
 * organizer's (422 at `/data/relationships/venues` otherwise). Nothing is written yet. The rows
 * are locked on PostgreSQL until the transaction ends: every save naming a venue takes its lock, so
 * no other save can link it to an event between "who uses it" and the write (copy on write).
 */
export async function plannedVenues(
  trx: TransactionClientContract,
  organizerId: number,
  links: VenueLink[],
): Promise<PlannedVenue[]> {
  const ids = links.flatMap((link) => (link.id === undefined ? [] : [link.id]))
  const saved = ids.length
    ? await lockRows(
        Venue.query({ client: trx }).whereIn('id', ids).where('user_id', organizerId),
        trx,
      )
    : []
  if (saved.length !== ids.length) throw unknownRelated('venues')
  const byId = new Map(saved.map((venue) => [venue.id, venue]))
  return links.map((link) => ({
    link,
    saved: link.id === undefined ? undefined : byId.get(link.id),
  }))
}

/** The address a planned venue will have, for the event's rules. */
export function plannedAddress({ link, saved }: PlannedVenue): string {
  if (link.id === undefined) return link.draft.address_name
  return link.changes?.address_name ?? saved!.addressName
}

async function usedByAnotherEvent(
  trx: TransactionClientContract,
  venueId: number,
  eventId: number,
): Promise<boolean> {
  const other = await trx
    .from('event_venues')
    .where('venue_id', venueId)
    .whereNot('event_id', eventId)
    .select('venue_id')
    .first()
  return !!other
}

const copyOf = (venue: Venue) => ({
  userId: venue.userId,
  name: venue.name,
  addressName: venue.addressName,
  city: venue.city,
  country: venue.country,
  postalCode: venue.postalCode,
  lat: venue.lat,
  long: venue.long,
})

/**
 * Writes one planned venue and returns its id. A new one is created for the organizer. A changed
 * saved venue is updated in place only when no other event uses it; otherwise the change is a
 * new venue for this event, so the other events keep their address (docs/DECISIONS.md).
 */
async function savePlanned(
  trx: TransactionClientContract,
  organizerId: number,
  eventId: number,
  { link, saved }: PlannedVenue,
): Promise<number> {
  if (link.id === undefined) {
    const created = await Venue.create(
      { userId: organizerId, ...venueColumns(link.draft) },
      { client: trx },
    )
    return created.id
  }
  const venue = saved!
  if (!link.changes) return venue.id
  venue.merge(venueColumns(link.changes))
  if (!venue.$isDirty) return venue.id
  if (await usedByAnotherEvent(trx, venue.id, eventId)) {
    return (await Venue.create(copyOf(venue), { client: trx })).id
  }
  await venue.save()
  return venue.id
}

/** Writes the planned venues of a (saved) event; returns their ids, in order. */
export async function savePlannedVenues(
  trx: TransactionClientContract,
  organizerId: number,
  eventId: number,
  planned: PlannedVenue[],
): Promise<number[]> {
  const ids: number[] = []
  for (const venue of planned) ids.push(await savePlanned(trx, organizerId, eventId, venue))
  return ids
}
