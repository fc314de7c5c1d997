import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import DemoEventsSeeder from '#database/seeders/demo_events_seeder'
import {
  document,
  firstError,
  seedDefaultUsers,
  setDemoMode,
  useAccountsFixtures,
} from '#tests/helpers'

const tables = ['categories', 'tags', 'venues', 'tickets', 'events', 'event_tickets'] as const

async function snapshot() {
  return Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await db.from(table).orderBy('id')])),
  )
}

/**
 * The demo events that `npm start` seeds go through the API's own services and rules, so this
 * suite fails the day a rule changes and the demo data no longer obeys it (dates are relative to
 * today, so it runs on any day).
 */
test.group('Demo events seeder', (group) => {
  useAccountsFixtures(group)

  test('gives the demo organizer three upcoming events with tickets; a second run changes nothing', async ({
    client,
    assert,
  }) => {
    await seedDefaultUsers()
    await new DemoEventsSeeder(db.connection()).run()
    const seeded = await snapshot()
    assert.deepEqual(
      seeded.categories.map((category: { id: number; name: string }) => [
        category.id,
        category.name,
      ]),
      [
        [1, 'Music'],
        [2, 'Conference'],
        [3, 'Workshop'],
        [4, 'Theatre'],
      ],
    )
    assert.lengthOf(seeded.event_tickets, 5)

    const login = await client
      .post('/api/v1/login')
      .json({ email: 'organizer@tessera.test', password: 'tessera-demo' })
    const token = login.body().meta.access_token
    const list = await client
      .get('/api/v1/events?include=category,tags,venues&sort=start_at')
      .bearerToken(token)
    list.assertStatus(200)
    const events = list.body().data as {
      id: string
      attributes: { name: string; status: string; event_type: string; start_at: string }
      relationships: { venues: { data: unknown[] } }
    }[]
    assert.deepEqual(
      events.map(({ id, attributes, relationships }) => [
        id,
        attributes.event_type,
        attributes.status,
        seeded.event_tickets.filter((offer: { event_id: number }) => String(offer.event_id) === id)
          .length,
        relationships.venues.data.length,
      ]),
      [
        ['2', 'virtual', 'public', 1, 0],
        ['1', 'physical', 'public', 2, 1],
        ['3', 'hybrid', 'private', 2, 1],
      ],
    )
    for (const event of events) assert.isAbove(Date.parse(event.attributes.start_at), Date.now())

    await new DemoEventsSeeder(db.connection()).run()
    assert.deepEqual(await snapshot(), seeded)
  })

  test('in demo mode the default events 1 and 2 cannot be changed', async ({ client, assert }) => {
    await seedDefaultUsers()
    await new DemoEventsSeeder(db.connection()).run()
    setDemoMode(true)
    const login = await client
      .post('/api/v1/login')
      .json({ email: 'organizer@tessera.test', password: 'tessera-demo' })
    const token = login.body().meta.access_token
    const refused = await client
      .patch('/api/v1/events/1')
      .bearerToken(token)
      .json(document('events', { name: 'Renamed' }))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'protected_record')
    const allowed = await client
      .patch('/api/v1/events/3')
      .bearerToken(token)
      .json(document('events', { name: 'Renamed' }))
    allowed.assertStatus(200)
    assert.equal((await db.from('events').where('id', 1).first()).name, 'Harbour Jazz Night')
  })
})
