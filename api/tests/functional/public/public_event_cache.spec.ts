import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { readPublicEvent, type PublicEvent } from '@tessera/shared/public/public-event'
import { TicketFactory } from '#database/factories/ticket_factory'
import { sqlInstant } from '#lib/utc_date_time'
import { derivedTriggers } from '#database/public_revision_triggers'
import { PUBLIC_REVISIONS } from '#services/public/public_sources'
import { preparedPublishedEvent } from '#services/public/public_event_cache'
import { useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from './fixtures.js'

/** Every trigger of `events.public_revision` the declaration derives (migration 0550). */
function expectedTriggers(pg: boolean): string[] {
  const revision = PUBLIC_REVISIONS.filter(({ name }) => name === 'public_revision')
  return derivedTriggers(revision, pg ? 'pg' : 'sqlite')
    .map(({ name }) => name)
    .sort()
}

/**
 * Writes made straight in SQL, as another API process, a worker or an operator would make them:
 * the next read must show each at once, although this process cached the event before.
 */
const WRITES: [
  string,
  (f: Awaited<ReturnType<typeof publishedEvent>>) => Promise<unknown>,
  (e: PublicEvent) => unknown,
  unknown,
][] = [
  [
    'the event',
    (f) => db.from('events').where('id', f.event.id).update({ name: 'Renamed' }),
    (e) => e.name,
    'Renamed',
  ],
  [
    'a sale (stock)',
    (f) => db.from('event_tickets').where('id', f.offer.id).update({ sold_quantity: 99 }),
    (e) => e.tickets[0]!.remaining,
    1,
  ],
  [
    'the ticket',
    (f) => db.from('tickets').where('id', f.offer.ticketId).update({ name: 'Day pass' }),
    (e) => e.tickets[0]!.name,
    'Day pass',
  ],
  [
    'the category',
    (f) => db.from('categories').where('id', f.category.id).update({ name: 'Design' }),
    (e) => e.category?.name,
    'Design',
  ],
  [
    'a tag',
    (f) => db.from('tags').where('id', f.tag.id).update({ name: 'Architecture' }),
    (e) => e.tags[0]?.name,
    'Architecture',
  ],
  [
    'a tag link',
    (f) => db.from('event_tags').where('event_id', f.event.id).delete(),
    (e) => e.tags.length,
    0,
  ],
  [
    'a venue',
    (f) => db.from('venues').where('id', f.venue.id).update({ city: 'Patras' }),
    (e) => e.venues[0]?.city,
    'Patras',
  ],
  [
    'the organizer',
    (f) => db.from('users').where('id', f.user.id).update({ name: 'Studio Nea' }),
    (e) => e.organizer.name,
    'Studio Nea',
  ],
  [
    'a new ticket offer',
    async (f) => {
      const [offer] = await db.from('event_tickets').where('id', f.offer.id).select('*')
      const { id: _id, ...columns } = offer
      const ticket = await TicketFactory.merge({ userId: f.user.id, name: 'Extra' }).create()
      return db.table('event_tickets').insert({ ...columns, ticket_id: ticket.id })
    },
    (e) => e.tickets.length,
    2,
  ],
]

test.group('Public read cache (events.public_revision)', (group) => {
  useAccountsFixtures(group)

  test('every revision trigger exists after the migrations', async ({ assert }) => {
    const pg = db.connection().dialect.name === 'postgres'
    const rows = pg
      ? (
          await db.rawQuery(
            `select tgname as name from pg_trigger where not tgisinternal and tgname like '%public_revision%'`,
          )
        ).rows
      : await db
          .from('sqlite_master')
          .where('type', 'trigger')
          .andWhereLike('name', '%public_revision%')
          .select('name')
    assert.deepEqual(rows.map((row: { name: string }) => row.name).sort(), expectedTriggers(pg))
  })

  for (const [what, write, pick, expected] of WRITES) {
    test(`a write to ${what} made outside the API is served at once`, async ({
      client,
      assert,
    }) => {
      const fixture = await publishedEvent('public')
      const url = `/api/v1/public/events/${fixture.event.hashCode}`
      const before = await client.get(url)
      before.assertStatus(200)
      ;(await client.get(url)).assertStatus(200)
      await write(fixture)
      const after = await client.get(url).header('If-None-Match', before.header('etag')!)
      after.assertStatus(200)
      assert.deepEqual(pick(readPublicEvent(after.body())), expected)
      assert.notEqual(after.header('etag'), before.header('etag'))
    })
  }

  test('an unpublished event is not found at once, and found again once published', async ({
    client,
  }) => {
    const { event } = await publishedEvent('public')
    const url = `/api/v1/public/events/${event.hashCode}`
    ;(await client.get(url)).assertStatus(200)
    await db.from('events').where('id', event.id).update({ status: 'private' })
    ;(await client.get(url)).assertStatus(404)
    await db.from('events').where('id', event.id).update({ status: 'public' })
    ;(await client.get(url)).assertStatus(200)
  })

  test('a cached event turns on sale when its first sale day begins, with no write', async ({
    assert,
  }) => {
    const { event, offer } = await publishedEvent('public')
    const zone = 'Pacific/Kiritimati'
    await db.from('events').where('id', event.id).update({ timezone: zone })
    const firstDay = DateTime.now().setZone(zone).startOf('day').plus({ days: 1 })
    await db
      .from('event_tickets')
      .where('id', offer.id)
      .update({ start_sale_at: sqlInstant(db.connection(), firstDay.plus({ hours: 12 })) })
    const lastSecond = firstDay.minus({ seconds: 1 }).toJSDate()
    const before = await preparedPublishedEvent(event.hashCode, lastSecond)
    assert.equal(before!.event.tickets[0]!.sale_state, 'not_yet')
    const cached = await preparedPublishedEvent(event.hashCode, lastSecond)
    assert.strictEqual(cached, before)
    const after = await preparedPublishedEvent(event.hashCode, firstDay.toJSDate())
    assert.equal(after!.event.tickets[0]!.sale_state, 'on_sale')
  })
})
