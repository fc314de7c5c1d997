import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import { readPublicListing } from '@tessera/shared/public/public-listing'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { calendarUrl, listedEvent, listingOrganizer, namesOf } from './listing_fixtures.js'

const range = (from: string, to: string) =>
  `filter[start_at]=${encodeURIComponent(`${from},${to}`)}`
const MAY = range('2031-05-01 00:00:00', '2031-05-31 23:59:59')

test.group('GET /public/organizers/{uuid}/calendar', (group) => {
  useAccountsFixtures(group)

  test('lists only published events shown on the calendar, of that organizer', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    const other = await listingOrganizer('Another Studio')
    const start = '2031-05-14 10:00:00'
    await listedEvent(organizer, { name: 'Public', start })
    await listedEvent(organizer, { name: 'Public search', status: 'public_search', start })
    await listedEvent(organizer, { name: 'Private', status: 'private', start })
    await listedEvent(organizer, { name: 'Draft', status: 'draft', start })
    await listedEvent(organizer, { name: 'Not on the calendar', calendar: false, start })
    await listedEvent(organizer, { name: 'Collection only', calendar: false, start })
    await listedEvent(other, { name: 'Someone else', start })

    const response = await client.get(calendarUrl(organizer.uuid, MAY))
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-cache')
    assert.sameMembers(namesOf(response.body()), ['Public', 'Public search'])
    const listing = readPublicListing(response.body())
    assert.isFalse(listing.truncated)
    assert.isUndefined(listing.page)
    assert.equal(listing.organizer.name, 'Studio Meraki')
    assert.notInclude(response.text(), organizer.email)
    assert.notInclude(response.text(), 'host-private@example.org')
  })

  test('events overlapping the window, its sides in each event’s zone, by start', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    const at = (name: string, start: string, hours = 2, zone = 'Europe/Athens') =>
      listedEvent(organizer, { name, start, hours, zone })
    await at('Ends in April', '2031-04-30 21:00:00', 2)
    await at('Runs into May', '2031-04-30 22:00:00', 3)
    await at('May, first second', '2031-05-01 00:00:00')
    await at('May, last second', '2031-05-31 23:59:59')
    await at('June', '2031-06-01 00:00:00')
    await at('Tokyo, 1 June', '2031-06-01 00:30:00', 2, 'Asia/Tokyo')
    await at('New York, 31 May', '2031-05-31 22:00:00', 1, 'America/New_York')

    const response = await client.get(calendarUrl(organizer.uuid, MAY))
    assert.deepEqual(namesOf(response.body()), [
      'Runs into May',
      'May, first second',
      'May, last second',
      'New York, 31 May',
    ])
  })

  test('the window is required, ordered and at most 62 days; the organizer must exist', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    for (const query of [
      '',
      'filter[start_at]=',
      range('2031-05-01 00:00:00', ''),
      range('', '2031-05-31 00:00:00'),
      range('2031-05-31 00:00:00', '2031-05-01 00:00:00'),
      range('2031-01-01 00:00:00', '2031-12-31 23:59:59'),
      range('nope', '2031-05-01 00:00:00'),
      'filter[end_at]=1',
    ]) {
      const response = await client.get(calendarUrl(organizer.uuid, query))
      assert.equal(response.status(), 400, query)
      assert.include(['bad_request', 'unknown_filter'], firstError(response.body()).code)
    }
    for (const uuid of [randomUUID(), 'nope']) {
      const response = await client.get(calendarUrl(uuid, MAY))
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
  })

  test('a window of instants (FullCalendar’s visible range) is the same for every zone', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    await listedEvent(organizer, { name: 'Athens', start: '2031-05-14 12:00:00' })
    await listedEvent(organizer, {
      name: 'Tokyo',
      start: '2031-05-14 12:00:00',
      zone: 'Asia/Tokyo',
    })
    const response = await client.get(
      calendarUrl(organizer.uuid, range('2031-05-14T08:00:00+02:00', '2031-05-14T23:00:00+02:00')),
    )
    assert.deepEqual(namesOf(response.body()), ['Athens'])
  })
})
