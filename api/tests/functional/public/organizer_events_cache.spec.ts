import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { readPublicListing, type PublicListedEvent } from '@tessera/shared/public/public-listing'
import { sqlInstant } from '#lib/utc_date_time'
import { preparedListing } from '#services/public/organizer_events_cache'
import {
  defaultCollectionQuery,
  listingKey,
  parseListingQuery,
} from '#services/public/organizer_listing_query'
import { useAccountsFixtures } from '#tests/helpers'
import { derivedTriggers } from '#database/public_revision_triggers'
import { PUBLIC_REVISIONS } from '#services/public/public_sources'
import {
  calendarUrl,
  collectionUrl,
  fullListedEvent,
  listedEvent,
  listingOrganizer,
} from './listing_fixtures.js'

type Fixture = Awaited<ReturnType<typeof fullListedEvent>> & {
  organizer: Awaited<ReturnType<typeof listingOrganizer>>
}

/**
 * Writes made straight in SQL, as another API process, a worker or an operator would make them:
 * the next read of both lists must show each at once, although this process cached them before.
 */
const WRITES: [
  string,
  (f: Fixture) => Promise<unknown>,
  (events: PublicListedEvent[]) => unknown,
  unknown,
][] = [
  [
    'the event’s name',
    (f) => db.from('events').where('id', f.event.id).update({ name: 'Renamed' }),
    (events) => events[0]?.name,
    'Renamed',
  ],
  [
    'the event’s status',
    (f) => db.from('events').where('id', f.event.id).update({ status: 'draft' }),
    (events) => events.length,
    0,
  ],
  [
    'the event’s start',
    (f) =>
      db
        .from('events')
        .where('id', f.event.id)
        .update({ start_at: sqlInstant(db.connection(), DateTime.utc(2031, 5, 20, 7)) }),
    (events) => events[0]?.start_at,
    '2031-05-20T10:00:00.000+03:00',
  ],
  [
    'the category',
    (f) => db.from('categories').where('id', f.category.id).update({ name: 'Design' }),
    (events) => events[0]?.category?.name,
    'Design',
  ],
  [
    'a tag',
    (f) => db.from('tags').where('id', f.tag.id).update({ name: 'Architecture' }),
    (events) => events[0]?.tags[0]?.name,
    'Architecture',
  ],
  [
    'a tag link',
    (f) => db.from('event_tags').where('event_id', f.event.id).delete(),
    (events) => events[0]?.tags.length,
    0,
  ],
  [
    'a venue',
    (f) => db.from('venues').where('id', f.venue.id).update({ address_name: 'Pireos 100' }),
    (events) => events[0]?.venue?.address_name,
    'Pireos 100',
  ],
  [
    'a venue link',
    (f) => db.from('event_venues').where('event_id', f.event.id).delete(),
    (events) => events[0]?.venue,
    null,
  ],
  [
    'the organizer’s name',
    (f) => db.from('users').where('id', f.organizer.id).update({ name: 'Studio Nea' }),
    (events) => events[0]?.organizer.name,
    'Studio Nea',
  ],
  [
    'a new event',
    async (f) => listedEvent(f.organizer, { name: 'Second', start: '2031-05-15 10:00:00' }),
    (events) => events.length,
    2,
  ],
  [
    'the event deleted',
    async (f) => {
      await db.from('event_tags').where('event_id', f.event.id).delete()
      await db.from('event_venues').where('event_id', f.event.id).delete()
      await db.from('events').where('id', f.event.id).delete()
    },
    (events) => events.length,
    0,
  ],
]

const MAY = `filter[start_at]=${encodeURIComponent('2031-05-01 00:00:00,2031-05-31 23:59:59')}`

async function fixture(): Promise<Fixture> {
  const organizer = await listingOrganizer()
  return { organizer, ...(await fullListedEvent(organizer, { start: '2031-05-14 10:00:00' })) }
}

const revisionOf = async (userId: number) =>
  Number(
    (await db.from('organizer_public_revisions').where('user_id', userId).first())?.revision ?? 0,
  )

test.group('Public lists cache (organizer_public_revisions)', (group) => {
  useAccountsFixtures(group)

  test('every revision trigger exists after the migrations', async ({ assert }) => {
    const pg = db.connection().dialect.name === 'postgres'
    const rows = pg
      ? (
          await db.rawQuery(
            `select tgname as name from pg_trigger where not tgisinternal and tgname like '%organizer_revision%'`,
          )
        ).rows
      : await db
          .from('sqlite_master')
          .where('type', 'trigger')
          .andWhereLike('name', '%organizer_revision%')
          .select('name')
    assert.deepEqual(
      rows.map((row: { name: string }) => row.name).sort(),
      derivedTriggers(
        PUBLIC_REVISIONS.filter(({ name }) => name === 'organizer_revision'),
        pg ? 'pg' : 'sqlite',
      )
        .map(({ name }) => name)
        .sort(),
    )
  })

  test('ETag and 304 while nothing changed', async ({ client, assert }) => {
    const { organizer } = await fixture()
    for (const url of [collectionUrl(organizer.uuid), calendarUrl(organizer.uuid, MAY)]) {
      const first = await client.get(url)
      first.assertStatus(200)
      const etag = first.header('etag')!
      assert.match(etag, /^"[\w-]+"$/)
      const again = await client.get(url).header('If-None-Match', etag)
      again.assertStatus(304)
      assert.equal(again.text(), '')
    }
  })

  for (const [what, write, pick, expected] of WRITES) {
    test(`a write to ${what} made outside the API is served at once by both lists`, async ({
      client,
      assert,
    }) => {
      const f = await fixture()
      for (const url of [
        collectionUrl(f.organizer.uuid, MAY),
        calendarUrl(f.organizer.uuid, MAY),
      ]) {
        ;(await client.get(url)).assertStatus(200)
      }
      const before = await client.get(collectionUrl(f.organizer.uuid, MAY))
      await write(f)
      for (const url of [
        collectionUrl(f.organizer.uuid, MAY),
        calendarUrl(f.organizer.uuid, MAY),
      ]) {
        const after = await client.get(url).header('If-None-Match', before.header('etag')!)
        after.assertStatus(200)
        assert.deepEqual(pick(readPublicListing(after.body()).events), expected, url)
      }
    })
  }

  test('a booking (the stock columns) does not touch the organizer’s revision', async ({
    assert,
  }) => {
    const { organizer, event } = await fixture()
    const before = await revisionOf(organizer.id)
    await db.rawQuery('update events set booked_quantity = booked_quantity + 1 where id = ?', [
      event.id,
    ])
    await db.from('events').where('id', event.id).update({ public_revision: 99 })
    assert.equal(await revisionOf(organizer.id), before)
    await db.from('events').where('id', event.id).update({ name: 'Changed' })
    assert.equal(await revisionOf(organizer.id), before + 1)
  })

  test('an upcoming-only list drops an event once it ends, with no write', async ({ assert }) => {
    const organizer = await listingOrganizer()
    const event = await listedEvent(organizer, { name: 'Soon over' })
    const query = parseListingQuery(
      {
        qs: () => ({ filter: { upcoming_at: '1' } }),
        parsedUrl: { query: 'filter[upcoming_at]=1' },
      } as never,
      'collection',
    )
    const end = event.endAt.toJSDate()
    const before = await preparedListing(organizer.uuid, query, end)
    assert.lengthOf(before!.listing.events, 1)
    assert.strictEqual(await preparedListing(organizer.uuid, query, end), before)
    const after = await preparedListing(organizer.uuid, query, new Date(end.getTime() + 1000))
    assert.lengthOf(after!.listing.events, 0)
  })

  test('a query string is checked once; a malformed one every time', ({ assert }) => {
    const request = (query: string, filter: Record<string, string>) =>
      ({ qs: () => ({ filter }), parsedUrl: { query } }) as never
    const month = 'filter[start_at]=2026-11-01 00:00:00,2026-11-30 23:59:59'
    const range = { start_at: '2026-11-01 00:00:00,2026-11-30 23:59:59' }
    const first = parseListingQuery(request(month, range), 'collection')
    assert.strictEqual(parseListingQuery(request(month, range), 'collection'), first)
    assert.strictEqual(listingKey(first), listingKey(first))
    assert.notStrictEqual(parseListingQuery(request(month, range), 'calendar'), first)
    const malformed = request('filter[start_at]=yesterday', { start_at: 'yesterday' })
    assert.throws(() => parseListingQuery(malformed, 'collection'))
    assert.throws(() => parseListingQuery(malformed, 'collection'))
  })

  test('the collection page’s query is the API’s empty query (one cached list for both)', ({
    assert,
  }) => {
    const empty = { qs: () => ({}), parsedUrl: { query: '' } } as never
    assert.equal(
      listingKey(defaultCollectionQuery()),
      listingKey(parseListingQuery(empty, 'collection')),
    )
  })
})
