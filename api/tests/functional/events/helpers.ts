import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { TagFactory } from '#database/factories/tag_factory'
import { VenueFactory } from '#database/factories/venue_factory'

/**
 * Builders of the events suites (users, tokens and documents come from `#tests/helpers`).
 */
export const ZONE = 'Europe/Athens'

/** A wall time `days` from now in Athens, as forms send it. */
export function wallTime(days: number, hour = 19): string {
  return DateTime.now()
    .setZone(ZONE)
    .plus({ days })
    .set({ hour, minute: 0, second: 0 })
    .toFormat('yyyy-MM-dd HH:mm:ss')
}

/** A tag and a venue of `user`, as an event form would pick them. */
export async function ownTagAndVenue(user: User) {
  const tag = await TagFactory.merge({ userId: user.id }).create()
  const venue = await VenueFactory.merge({
    userId: user.id,
    addressName: 'Ermou 10, Athens',
  }).create()
  return { tag, venue }
}

/** The Add Event body: name, summary, timezone, begin and duration, with a tag. */
export function addEventAttributes(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jazz night',
    description: 'Live jazz in the garden.',
    timezone: ZONE,
    start_at: wallTime(10),
    duration: 2,
    timeunit: 'h',
    ...overrides,
  }
}

/** Everything the Edit Event form sends for a complete physical event. */
export function physicalAttributes(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jazz night',
    description: 'Live jazz in the garden.',
    event_type: 'physical',
    total_capacity: 120,
    timezone: ZONE,
    start_at: wallTime(10),
    end_at: wallTime(10, 22),
    duration: 3,
    timeunit: 'h',
    ...overrides,
  }
}

/** An `events` document whose `venues` entries are given as they are (ids, `lid`s, drafts). */
export function withVenues(
  attributes: Record<string, unknown>,
  venues: unknown[],
  relationships: Record<string, unknown> = {},
) {
  return {
    data: {
      type: 'events',
      attributes,
      relationships: { ...relationships, venues: { data: venues } },
    },
  }
}

/** A `venues` entry changing a saved venue. */
export const venueEdit = (id: number, attributes: Record<string, unknown>) => ({
  type: 'venues',
  id: String(id),
  attributes,
})

/** A `venues` entry of a new venue (a draft with a local id). */
export const newVenue = (address: string, extra: Record<string, unknown> = {}) => ({
  type: 'venues',
  lid: address,
  attributes: { address_name: address, lat: 37.97, long: 23.72, ...extra },
})

/** Every row an event save may write, to compare before and after a refused one. */
export async function savedRows() {
  const rows = (table: string, ...order: string[]) =>
    order.reduce((query, column) => query.orderBy(column), db.from(table).select('*'))
  return {
    events: await rows('events', 'id'),
    venues: await rows('venues', 'id'),
    eventVenues: await rows('event_venues', 'event_id', 'venue_id'),
    eventTags: await rows('event_tags', 'event_id', 'tag_id'),
  }
}
