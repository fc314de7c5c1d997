import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { AssetFactory } from '#database/factories/asset_factory'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { sqlInstant } from '#lib/utc_date_time'
import { PUBLIC_REVISIONS } from '#services/public/public_sources'
import { instantOf } from '#services/public/public_event_rows'
import { preparedPublishedEvent } from '#services/public/public_event_cache'
import { preparedListing } from '#services/public/organizer_events_cache'
import { defaultCollectionQuery, type ListingQuery } from '#services/public/organizer_listing_query'
import { createUser, roleId, useAccountsFixtures } from '#tests/helpers'
import { ownTagAndVenue } from '../events/helpers.js'
import { publishedEvent } from './fixtures.js'

/**
 * Every declared column of `app/services/public/public_sources.ts`, updated in SQL on a published
 * event that both public caches hold: the revision the declaration names moves, and the cache
 * serves the new value at once. Primary keys are read but never updated, so they have no probe.
 */

async function fixture() {
  const base = await publishedEvent('public')
  const start = DateTime.utc().plus({ days: 10 }).startOf('hour')
  await db
    .from('events')
    .where('id', base.event.id)
    .update({
      show_on_collection: true,
      show_on_calendar: true,
      start_at: sqlInstant(db.connection(), start),
      end_at: sqlInstant(db.connection(), start.plus({ hours: 2 })),
    })
  const images = [
    await AssetFactory.merge({ eventId: base.event.id, position: 0 }).create(),
    await AssetFactory.merge({ eventId: base.event.id, position: 1 }).create(),
  ]
  const document = await AssetFactory.apply('document').merge({ eventId: base.event.id }).create()
  const other = await createUser('organizer', { name: 'Other studio' })
  const otherEvent = await EventFactory.merge({ userId: other.id, status: 'public' }).create()
  const otherTicket = await TicketFactory.merge({ userId: base.user.id, name: 'Other' }).create()
  const { tag: otherTag, venue: otherVenue } = await ownTagAndVenue(base.user)
  await db.from('tags').where('id', otherTag.id).update({ name: 'Other tag' })
  await db.from('venues').where('id', otherVenue.id).update({ name: 'Other venue' })
  const otherCategory = await CategoryFactory.create()
  const calendar: ListingQuery = {
    kind: 'calendar',
    range: [start.minus({ days: 20 }).toISO()!, start.plus({ days: 20 }).toISO()!],
  }
  return {
    ...base,
    start,
    images,
    document,
    other,
    otherEvent,
    otherTicket,
    otherTag,
    otherVenue,
    otherCategory,
    calendar,
  }
}

type Fixture = Awaited<ReturnType<typeof fixture>>
type Row = Record<string, unknown>

const instant = (at: DateTime) => sqlInstant(db.connection(), at)
const flip = (row: Row, column: string) => !row[column]
const shift = (row: Row, column: string, days: number) =>
  instant(DateTime.fromJSDate(instantOf(row[column])).plus({ days }))

/** Which row of a table a probe changes. */
const ROWS: Record<string, (f: Fixture, column: string) => Row> = {
  events: (f) => ({ id: f.event.id }),
  event_tickets: (f) => ({ id: f.offer.id }),
  event_tags: (f) => ({ event_id: f.event.id, tag_id: f.tag.id }),
  event_venues: (f) => ({ event_id: f.event.id, venue_id: f.venue.id }),
  assets: (f, column) => ({
    id: ['mime_type', 'size', 'original_name'].includes(column) ? f.document.id : f.images[0]!.id,
  }),
  tickets: (f) => ({ id: f.offer.ticketId }),
  tags: (f) => ({ id: f.tag.id }),
  venues: (f) => ({ id: f.venue.id }),
  categories: (f) => ({ id: f.category.id }),
  users: (f) => ({ id: f.user.id }),
  roles: (f) => ({ id: f.user.roleId }),
}

/** A new value for each declared column that a visitor would see. */
const PROBES: Record<string, (f: Fixture, row: Row) => unknown> = {
  'events.uuid': () => randomUUID(),
  'events.hash_code': () => 'probe0000code',
  'events.name': () => 'Renamed',
  'events.description': () => 'A new summary',
  'events.additional_description': () => 'More words',
  'events.theme': () => 'tabloid',
  'events.status': () => 'public_search',
  'events.show_on_collection': () => false,
  'events.show_on_calendar': () => false,
  'events.start_at': (_, row) => shift(row, 'start_at', -1),
  'events.end_at': (_, row) => shift(row, 'end_at', 1),
  'events.timezone': () => 'Asia/Tokyo',
  'events.event_type': () => 'hybrid',
  'events.virtual_link': () => 'https://meet.example.org/probe',
  'events.link': () => 'https://example.org/probe',
  'events.total_capacity': () => 321,
  'events.hero_image': () => 'events/probe-hero.jpg',
  'events.video_url': () => 'https://video.example.org/probe',
  'events.currency': () => 'usd',
  'events.show_latest_announcement': (_, row) => flip(row, 'show_latest_announcement'),
  'events.custom_book_button_label': (_, row) => flip(row, 'custom_book_button_label'),
  'events.book_button_label': () => 'Book now',
  'events.book_button_color': () => '#123456',
  'events.book_promotion_label': () => 'Early bird',
  'events.custom_brand_colors': () => JSON.stringify({ primary: '#654321' }),
  'events.google_analytics_id': () => 'G-PROBE',
  'events.personalized_ticket': (_, row) => flip(row, 'personalized_ticket'),
  'events.refund_policy': () => 1,
  'events.event_agenda': () => JSON.stringify([{ title: 'Opening', start: '10:00' }]),
  'events.event_faqs': () => JSON.stringify([{ question: 'Parking?', answer: 'Yes' }]),
  'events.event_host': () =>
    JSON.stringify([{ type: 'website', content: 'https://probe.example' }]),
  'events.updated_at': (_, row) => shift(row, 'updated_at', 1),
  'events.user_id': (f) => f.other.id,
  'events.category_id': (f) => f.otherCategory.id,
  'event_tickets.event_id': (f) => f.otherEvent.id,
  'event_tickets.ticket_id': (f) => f.otherTicket.id,
  'event_tickets.custom_description': () => 'Custom words',
  'event_tickets.price_cents': (_, row) => Number(row.price_cents) + 100,
  'event_tickets.absorb_service_fee': (_, row) => (Number(row.absorb_service_fee) ? 0 : 1),
  'event_tickets.is_reservation': (_, row) => flip(row, 'is_reservation'),
  'event_tickets.max_quantity_per_person': () => 3,
  'event_tickets.personalized_ticket': (_, row) => flip(row, 'personalized_ticket'),
  'event_tickets.phone_number_enabled': (_, row) => flip(row, 'phone_number_enabled'),
  'event_tickets.special_requirements_required': (_, row) =>
    flip(row, 'special_requirements_required'),
  'event_tickets.attendance_type': () => 'virtual',
  'event_tickets.start_sale_at': (_, row) => shift(row, 'start_sale_at', -1),
  'event_tickets.end_sale_at': (_, row) => shift(row, 'end_sale_at', 1),
  'event_tickets.total_quantity': () => 200,
  'event_tickets.sold_quantity': () => 13,
  'event_tags.event_id': (f) => f.otherEvent.id,
  'event_tags.tag_id': (f) => f.otherTag.id,
  'event_venues.event_id': (f) => f.otherEvent.id,
  'event_venues.venue_id': (f) => f.otherVenue.id,
  'assets.event_id': (f) => f.otherEvent.id,
  'assets.kind': () => 'document',
  'assets.path': () => 'events/probe.jpg',
  'assets.mime_type': () => 'text/plain',
  'assets.size': () => 4321,
  'assets.original_name': () => 'probe.pdf',
  'assets.position': () => 5,
  'tickets.name': () => 'Day pass',
  'tickets.description': () => 'A new description',
  'tags.name': () => 'Architecture',
  'tags.color': () => '#abcdef',
  'venues.name': () => 'New hall',
  'venues.address_name': () => 'Athinas 1',
  'venues.city': () => 'Patras',
  'venues.country': () => 'Cyprus',
  'venues.postal_code': () => '26221',
  'venues.lat': () => 38.25,
  'venues.long': () => 21.73,
  'categories.name': () => 'Design',
  'users.uuid': () => randomUUID(),
  'users.name': () => 'Studio Nea',
  'users.profile_image': () => 'profiles/probe.png',
  'users.role_id': () => roleId('planner'),
  'roles.name': () => 'renamed-role',
}

/** The revision's value for the fixture and what its caches serve (read through the caches). */
const VIEWS: Record<string, (f: Fixture) => Promise<{ revision: number; served: string }>> = {
  async public_revision(f) {
    const event = await db.from('events').where('id', f.event.id).first()
    const prepared = await preparedPublishedEvent(String(event.hash_code), new Date())
    return { revision: Number(event.public_revision), served: prepared?.body ?? 'not found' }
  },
  async organizer_revision(f) {
    const user = await db.from('users').where('id', f.user.id).first()
    const row = await db.from('organizer_public_revisions').where('user_id', f.user.id).first()
    const now = new Date()
    const lists = await Promise.all(
      [defaultCollectionQuery(), f.calendar].map((query) =>
        preparedListing(String(user.uuid), query, now),
      ),
    )
    return {
      revision: Number(row?.revision ?? 0),
      served: lists.map((list) => list?.body ?? 'not found').join('\n'),
    }
  },
}

test.group('Public sources: each declared column bumps its revision', (group) => {
  useAccountsFixtures(group)

  for (const revision of PUBLIC_REVISIONS) {
    for (const source of revision.sources) {
      for (const column of source.columns.filter((each) => each !== 'id')) {
        const name = `${source.table}.${column}`
        test(`${revision.name}: an update of ${name} is served at once`, async ({ assert }) => {
          const probe = PROBES[name]
          assert.isDefined(probe, `no probe for ${name}: add one to PROBES`)
          const f = await fixture()
          const view = VIEWS[revision.name]!
          const before = await view(f)
          assert.deepEqual(await view(f), before, 'the caches hold the fixture')
          const where = ROWS[source.table]!(f, column)
          const row = await db.from(source.table).where(where).first()
          await db
            .from(source.table)
            .where(where)
            .update({ [column]: probe!(f, row) })
          const after = await view(f)
          assert.isAbove(after.revision, before.revision, `${name} did not bump ${revision.name}`)
          assert.notEqual(after.served, before.served, `the caches still serve the old ${name}`)
        })
      }
    }
  }
})
