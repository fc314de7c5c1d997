import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { readPublicEvent } from '@tessera/shared/public/public-event'
import { statementsOf, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from './fixtures.js'

/** Midnight starting today in `zone`, and one second before it (yesterday's last second). */
function midnights(zone: string) {
  const today = DateTime.now().setZone(zone).startOf('day')
  const tomorrow = today.plus({ days: 1 })
  return { today, tomorrow, beforeToday: today.minus({ seconds: 1 }) }
}

/**
 * Sale windows around the day boundaries of the event's zone (spec "events" §4: days inclusive):
 * each case sets the window relative to now, near midnight in that zone, which is not UTC's.
 */
const CASES = [
  [
    'the day before the first sale day',
    (m: ReturnType<typeof midnights>) => [m.tomorrow, m.tomorrow.plus({ days: 5 })],
    'not_yet',
  ],
  [
    'the first sale day (starting at its last second)',
    (m: ReturnType<typeof midnights>) => [
      m.tomorrow.minus({ seconds: 1 }),
      m.tomorrow.plus({ days: 5 }),
    ],
    'on_sale',
  ],
  [
    'the last sale day (ended at its first second)',
    (m: ReturnType<typeof midnights>) => [m.today.minus({ days: 5 }), m.today],
    'on_sale',
  ],
  [
    'the day after the last sale day',
    (m: ReturnType<typeof midnights>) => [m.today.minus({ days: 5 }), m.beforeToday],
    'ended',
  ],
] as const

test.group('GET /public/events/{code}: sale state by day in the event zone', (group) => {
  useAccountsFixtures(group)

  for (const zone of ['Europe/Athens', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
    for (const [name, window, state] of CASES) {
      test(`${zone}: ${name} → ${state}`, async ({ client, assert }) => {
        const { event, offer } = await publishedEvent('public')
        await db.from('events').where('id', event.id).update({ timezone: zone })
        const [start, end] = window(midnights(zone))
        offer.merge({ startSaleAt: start, endSaleAt: end })
        await offer.save()

        const response = await client.get(`/api/v1/public/events/${event.hashCode}`)
        response.assertStatus(200)
        const view = readPublicEvent(response.body())
        assert.equal(view.tickets[0].sale_state, state)
        assert.equal(Date.parse(view.tickets[0].start_sale_at), start.toMillis())
        assert.equal(Date.parse(view.tickets[0].end_sale_at), end.toMillis())
        assert.equal(view.timezone, zone)
      })
    }
  }

  test('sold out when nothing remains; unlimited has no remaining', async ({ client, assert }) => {
    const { event, offer } = await publishedEvent('public')
    await db.from('event_tickets').where('id', offer.id).update({ sold_quantity: 100 })
    let [ticket] = readPublicEvent(
      (await client.get(`/api/v1/public/events/${event.id}`)).body(),
    ).tickets
    assert.deepEqual([ticket.sale_state, ticket.remaining], ['sold_out', 0])

    await db.from('event_tickets').where('id', offer.id).update({ sold_quantity: 99 })
    ;[ticket] = readPublicEvent(
      (await client.get(`/api/v1/public/events/${event.id}`)).body(),
    ).tickets
    assert.deepEqual([ticket.sale_state, ticket.remaining], ['on_sale', 1])

    await db.from('event_tickets').where('id', offer.id).update({ total_quantity: -1 })
    ;[ticket] = readPublicEvent(
      (await client.get(`/api/v1/public/events/${event.id}`)).body(),
    ).tickets
    assert.deepEqual([ticket.sale_state, ticket.remaining], ['on_sale', null])
  })

  test('a first read is the revision and three statements on SQLite, one query on PostgreSQL; then the revision alone', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent('public')
    const read = () =>
      statementsOf(async () => {
        ;(await client.get(`/api/v1/public/events/${event.hashCode}`)).assertStatus(200)
      })
    const first = await read()
    const expected = db.connection().dialect.name === 'postgres' ? 2 : 4
    assert.lengthOf(first, expected, first.join('\n'))
    const again = await read()
    assert.lengthOf(again, 1, again.join('\n'))
    assert.match(again[0]!, /public_revision/)
  })
})
