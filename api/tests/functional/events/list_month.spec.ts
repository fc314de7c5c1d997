import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { EventFactory } from '#database/factories/event_factory'
import { signedIn, useAccountsFixtures } from '#tests/helpers'

type Listed = { attributes: { name: string } }
const namesOf = (body: { data: Listed[] }) => body.data.map((event) => event.attributes.name).sort()
const january = encodeURIComponent('2027-01-01 00:00:00,2027-01-31 23:59:59')
const december = encodeURIComponent('2026-12-01 00:00:00,2026-12-31 23:59:59')

test.group('GET /events month filter (in each event own time zone)', (group) => {
  useAccountsFixtures(group)

  /** Events at the edges of January 2027, each in its own zone, for an organizer in Athens. */
  async function edges() {
    const owner = await signedIn('organizer')
    const make = (name: string, wall: string, zone: string) => {
      const start = DateTime.fromSQL(wall, { zone }).toUTC()
      return EventFactory.merge({
        userId: owner.user.id,
        name,
        timezone: zone,
        startAt: start,
        endAt: start.plus({ hours: 2 }),
      }).create()
    }
    // 2026-12-31 11:00 UTC: still December in Athens, already January where it happens.
    await make('Auckland new year', '2027-01-01 00:00:00', 'Pacific/Auckland')
    // 2027-01-01 07:59:59 UTC: January in Athens, still December where it happens.
    await make('Los Angeles last second', '2026-12-31 23:59:59', 'America/Los_Angeles')
    await make('Athens last second', '2027-01-31 23:59:59', 'Europe/Athens')
    await make('Auckland February', '2027-02-01 00:00:00', 'Pacific/Auckland')
    // Another organizer's event in the month never shows.
    const other = await signedIn('organizer')
    const start = DateTime.fromSQL('2027-01-15 12:00:00', { zone: 'UTC' })
    await EventFactory.merge({
      userId: other.user.id,
      name: 'Someone else',
      timezone: 'UTC',
      startAt: start,
      endAt: start.plus({ hours: 1 }),
    }).create()
    return owner
  }

  test('a month runs from its first to its last second where each event happens', async ({
    client,
    assert,
  }) => {
    const owner = await edges()
    const inJanuary = await client
      .get(`/api/v1/events?filter[start_at]=${january}`)
      .bearerToken(owner.token)
    inJanuary.assertStatus(200)
    assert.deepEqual(namesOf(inJanuary.body()), ['Athens last second', 'Auckland new year'])
    assert.equal(inJanuary.body().meta.page.total, 2)
    const inDecember = await client
      .get(`/api/v1/events?filter[start_at]=${december}`)
      .bearerToken(owner.token)
    assert.deepEqual(namesOf(inDecember.body()), ['Los Angeles last second'])
  })

  test('a calendar range of instants (with an offset) is the same instants for every event', async ({
    client,
    assert,
  }) => {
    const owner = await edges()
    // The visible range of a calendar, inclusive to the second: Auckland's new year (11:00 UTC)
    // to Los Angeles' last second of 2026 (07:59:59 UTC), whatever each event's zone.
    const range = encodeURIComponent('2026-12-31T11:00:00.000Z,2027-01-01T09:59:59.000+02:00')
    const response = await client
      .get(`/api/v1/events?filter[start_at]=${range}`)
      .bearerToken(owner.token)
    response.assertStatus(200)
    assert.deepEqual(namesOf(response.body()), ['Auckland new year', 'Los Angeles last second'])
    const justAfter = encodeURIComponent('2026-12-31T11:00:01Z,2027-01-01T07:59:58Z')
    const narrower = await client
      .get(`/api/v1/events?filter[start_at]=${justAfter}`)
      .bearerToken(owner.token)
    assert.deepEqual(namesOf(narrower.body()), [])
  })

  test('the calendar asks for the events overlapping its range: started before it, ending in it', async ({
    client,
    assert,
  }) => {
    const owner = await edges()
    const make = (name: string, iso: string, hours: number) => {
      const start = DateTime.fromISO(iso, { zone: 'utc' })
      return EventFactory.merge({
        userId: owner.user.id,
        name,
        timezone: 'UTC',
        startAt: start,
        endAt: start.plus({ hours }),
      }).create()
    }
    await make('Festival across the month', '2027-01-30T10:00:00Z', 96)
    await make('February talk', '2027-02-10T18:00:00Z', 2)
    await make('After the grid', '2027-03-08T00:00:00Z', 2)
    // February's visible weeks, from its first second (UTC) to the 7th of March: the events of
    // January's last day (Auckland's February is still 31 January in UTC) ended before it
    const until = encodeURIComponent(',2027-03-07T23:59:59Z')
    const from = encodeURIComponent('2027-02-01T00:00:00Z,')
    const response = await client
      .get(`/api/v1/events?filter[start_at]=${until}&filter[end_at]=${from}`)
      .bearerToken(owner.token)
    response.assertStatus(200)
    assert.deepEqual(namesOf(response.body()), ['February talk', 'Festival across the month'])
    const bad = await client
      .get(`/api/v1/events?filter[end_at]=${encodeURIComponent('tomorrow')}`)
      .bearerToken(owner.token)
    bad.assertStatus(400)
    assert.equal(bad.body().errors[0].source.parameter, 'filter[end_at]')
  })

  test('open-ended ranges and the other filters combine with it', async ({ client, assert }) => {
    const owner = await edges()
    const from = encodeURIComponent('2027-01-01 00:00:00,')
    const after = await client
      .get(`/api/v1/events?filter[start_at]=${from}&filter[name]=auckland`)
      .bearerToken(owner.token)
    assert.deepEqual(namesOf(after.body()), ['Auckland February', 'Auckland new year'])
    const until = encodeURIComponent(',2026-12-31 23:59:59')
    const before = await client
      .get(`/api/v1/events?filter[start_at]=${until}`)
      .bearerToken(owner.token)
    assert.deepEqual(namesOf(before.body()), ['Los Angeles last second'])
  })

  test('an organizer without events gets an empty page', async ({ client, assert }) => {
    const lonely = await signedIn('organizer')
    const response = await client
      .get(`/api/v1/events?filter[start_at]=${january}`)
      .bearerToken(lonely.token)
    response.assertStatus(200)
    assert.deepEqual(response.body().data, [])
    assert.equal(response.body().meta.page.total, 0)
  })
})
