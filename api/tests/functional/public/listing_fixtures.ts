import { DateTime } from 'luxon'
import type { EventStatus } from '@tessera/shared/domain/events/constants'
import { readPublicListing } from '@tessera/shared/public/public-listing'
import type User from '#models/user'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { createUser } from '#tests/helpers'
import { ownTagAndVenue } from '../events/helpers.js'
import { HOST_CONTACTS } from './fixtures.js'

/** The public collection and calendar of an organizer (docs/API.md "Public"). */
export const collectionUrl = (uuid: string, query = '') =>
  `/api/v1/public/organizers/${uuid}/events${query ? `?${query}` : ''}`
export const calendarUrl = (uuid: string, query = '') =>
  `/api/v1/public/organizers/${uuid}/calendar${query ? `?${query}` : ''}`

/** An organizer with an e-mail and a phone of their own that no public list may show. */
export function listingOrganizer(name = 'Studio Meraki') {
  return createUser('organizer', {
    name,
    email: `${name.replace(/\W/g, '').toLowerCase()}@private.example`,
  })
}

type Listed = {
  name?: string
  status?: EventStatus
  collection?: boolean
  calendar?: boolean
  /** Wall time of the start in `zone` (`2031-05-01 00:00:00`); default a week from now. */
  start?: string
  zone?: string
  hours?: number
  physical?: boolean
}

/**
 * An event of `organizer`, published and shown on both lists unless told otherwise, with the
 * personal host contacts that must never be listed.
 */
export async function listedEvent(organizer: User, options: Listed = {}) {
  const zone = options.zone ?? 'Europe/Athens'
  const start = options.start
    ? DateTime.fromSQL(options.start, { zone }).toUTC()
    : DateTime.utc().plus({ days: 7 }).startOf('hour')
  const event = await (options.physical ? EventFactory.apply('physical') : EventFactory)
    .merge({
      userId: organizer.id,
      name: options.name ?? 'Listed event',
      status: options.status ?? 'public',
      showOnCollection: options.collection ?? true,
      showOnCalendar: options.calendar ?? true,
      timezone: zone,
      startAt: start,
      endAt: start.plus({ hours: options.hours ?? 2 }),
      eventHost: HOST_CONTACTS,
    })
    .create()
  return event
}

/** A physical event with a category, a tag and a venue of its organizer. */
export async function fullListedEvent(organizer: User, options: Listed = {}) {
  const event = await listedEvent(organizer, { physical: true, ...options })
  const { tag, venue } = await ownTagAndVenue(organizer)
  const category = await CategoryFactory.create()
  await event.merge({ categoryId: category.id }).save()
  await event.related('tags').attach([tag.id])
  await event.related('venues').attach([venue.id])
  return { event, tag, venue, category }
}

/** The names of a listing document's events, in order. */
export const namesOf = (body: unknown) =>
  readPublicListing(body as never).events.map((event) => event.name)
