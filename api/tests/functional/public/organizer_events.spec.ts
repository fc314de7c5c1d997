import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readPublicListing } from '@tessera/shared/public/public-listing'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import {
  collectionUrl,
  fullListedEvent,
  listedEvent,
  listingOrganizer,
  namesOf,
} from './listing_fixtures.js'

/** Every attribute a listed event may carry: an allow-list, nothing private. */
const EVENT_ATTRIBUTES = [
  'description',
  'end_at',
  'event_type',
  'hash_code',
  'hero_image',
  'name',
  'start_at',
  'status',
  'timezone',
  'venue',
  'virtual_link',
]

test.group('GET /public/organizers/{uuid}/events: who sees what', (group) => {
  useAccountsFixtures(group)

  test('lists only published events shown on the collection, of that organizer', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    const other = await listingOrganizer('Another Studio')
    await listedEvent(organizer, { name: 'Public' })
    await listedEvent(organizer, { name: 'Public search', status: 'public_search' })
    await listedEvent(organizer, { name: 'Private', status: 'private' })
    await listedEvent(organizer, { name: 'Draft', status: 'draft' })
    await listedEvent(organizer, { name: 'Not on the collection', collection: false })
    await listedEvent(organizer, { name: 'Calendar only', collection: false, calendar: true })
    await listedEvent(other, { name: 'Someone else' })

    const response = await client.get(collectionUrl(organizer.uuid))
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-cache')
    assert.sameMembers(namesOf(response.body()), ['Public', 'Public search'])
    assert.deepEqual(response.body().meta.page, { total: 2, number: 1, size: 9, last: 1 })
    assert.deepEqual(namesOf((await client.get(collectionUrl(other.uuid))).body()), [
      'Someone else',
    ])
  })

  test('an organizer with nothing published answers an empty list with their name', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer('Quiet Studio')
    await listedEvent(organizer, { status: 'private' })
    const response = await client.get(collectionUrl(organizer.uuid))
    response.assertStatus(200)
    const listing = readPublicListing(response.body())
    assert.deepEqual(listing.events, [])
    assert.equal(listing.organizer.name, 'Quiet Studio')
    assert.equal(listing.organizer.uuid, organizer.uuid)
  })

  test('an unknown or malformed organizer is not found', async ({ client, assert }) => {
    await listedEvent(await listingOrganizer())
    for (const uuid of [randomUUID(), '1', 'nope', '%20', 'x'.repeat(300)]) {
      const response = await client.get(collectionUrl(uuid))
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
  })

  test('the uuid is found in any letter case', async ({ client, assert }) => {
    const organizer = await listingOrganizer()
    await listedEvent(organizer, { name: 'Public' })
    const response = await client.get(collectionUrl(organizer.uuid.toUpperCase()))
    response.assertStatus(200)
    assert.deepEqual(namesOf(response.body()), ['Public'])
  })
})

test.group('GET /public/organizers/{uuid}/events: the document', (group) => {
  useAccountsFixtures(group)

  test('a card: hero, type, dates in the zone, summary, venue, category, tags, organizer', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    await db.from('users').where('id', organizer.id).update({ profile_image: 'uploads/me.webp' })
    const { event, tag, venue, category } = await fullListedEvent(organizer, {
      name: 'Design week',
      start: '2031-05-14 10:00:00',
    })
    await db.from('events').where('id', event.id).update({ hero_image: 'uploads/hero.webp' })

    const listing = readPublicListing((await client.get(collectionUrl(organizer.uuid))).body())
    assert.lengthOf(listing.events, 1)
    const card = listing.events[0]!
    assert.include(card, {
      id: String(event.id),
      hash_code: event.hashCode,
      name: 'Design week',
      description: event.description,
      status: 'public',
      start_at: '2031-05-14T10:00:00.000+03:00',
      end_at: '2031-05-14T12:00:00.000+03:00',
      timezone: 'Europe/Athens',
      event_type: 'physical',
      virtual_link: null,
    })
    assert.match(card.hero_image!, /^https?:\/\/.+\/uploads\/hero\.webp$/)
    assert.deepEqual(card.venue, {
      name: venue.name,
      address_name: 'Ermou 10, Athens',
      city: venue.city,
      country: venue.country,
    })
    assert.deepEqual(card.category, { id: String(category.id), name: category.name })
    assert.deepEqual(card.tags, [{ id: String(tag.id), name: tag.name, color: tag.color }])
    assert.equal(card.organizer.name, 'Studio Meraki')
    assert.match(card.organizer.profile_image!, /\/uploads\/me\.webp$/)
  })

  test('nothing private: no e-mail, phone or host contact, only the allowed attributes', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    await fullListedEvent(organizer)
    const response = await client.get(collectionUrl(organizer.uuid))
    const text = response.text()
    for (const secret of [
      organizer.email,
      'host-private@example.org',
      '+30 210 555 0101',
      '+30 690 555 0102',
      'studiomeraki',
      'password',
      'email',
      'phone',
    ]) {
      assert.notInclude(text, secret)
    }
    const body = response.body()
    assert.sameMembers(Object.keys(body.data[0].attributes), EVENT_ATTRIBUTES)
    const user = body.included.find((item: { type: string }) => item.type === 'users')
    assert.sameMembers(Object.keys(user.attributes), ['uuid', 'name', 'profile_image'])
    assert.sameMembers(Object.keys(body.meta.organizer), ['id', 'uuid', 'name', 'profile_image'])
  })

  test('a virtual event has its link and no venue', async ({ client, assert }) => {
    const organizer = await listingOrganizer()
    await listedEvent(organizer)
    const [card] = readPublicListing(
      (await client.get(collectionUrl(organizer.uuid))).body(),
    ).events
    assert.equal(card!.event_type, 'virtual')
    assert.equal(card!.virtual_link, 'https://meet.example.com/abc')
    assert.isNull(card!.venue)
    assert.isNull(card!.category)
    assert.deepEqual(card!.tags, [])
  })
})

test.group('GET /public/organizers/{uuid}/events: filters, sort and pages', (group) => {
  useAccountsFixtures(group)

  test('the month range is read in each event’s own zone, first to last second', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    const at = (name: string, start: string, zone = 'Europe/Athens') =>
      listedEvent(organizer, { name, start, zone })
    await at('April, last second', '2031-04-30 23:59:59')
    await at('May, first second', '2031-05-01 00:00:00')
    await at('May, last second', '2031-05-31 23:59:59')
    await at('June, first second', '2031-06-01 00:00:00')
    // 31 May in New York is 1 June in UTC; 1 June in Tokyo is still 31 May in UTC.
    await at('New York, 31 May evening', '2031-05-31 22:00:00', 'America/New_York')
    await at('Tokyo, 1 June', '2031-06-01 00:30:00', 'Asia/Tokyo')
    await at('Tokyo, 1 May', '2031-05-01 00:00:00', 'Asia/Tokyo')

    const may = encodeURIComponent('2031-05-01 00:00:00,2031-05-31 23:59:59')
    const response = await client.get(
      collectionUrl(organizer.uuid, `filter[start_at]=${may}&sort=start_at`),
    )
    response.assertStatus(200)
    assert.deepEqual(namesOf(response.body()), [
      'Tokyo, 1 May',
      'May, first second',
      'May, last second',
      'New York, 31 May evening',
    ])
  })

  test('a range of instants (ISO 8601 with an offset) is the same for every zone', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    await listedEvent(organizer, { name: 'Athens noon', start: '2031-05-14 12:00:00' })
    await listedEvent(organizer, {
      name: 'Tokyo noon',
      start: '2031-05-14 12:00:00',
      zone: 'Asia/Tokyo',
    })
    const range = encodeURIComponent('2031-05-14T08:00:00Z,2031-05-14T10:00:00+00:00')
    const response = await client.get(collectionUrl(organizer.uuid, `filter[start_at]=${range}`))
    assert.deepEqual(namesOf(response.body()), ['Athens noon'])
    const open = encodeURIComponent('2031-05-14T08:00:00Z,')
    const after = await client.get(collectionUrl(organizer.uuid, `filter[start_at]=${open}`))
    assert.deepEqual(namesOf(after.body()), ['Athens noon'])
  })

  test('search, event type, status and upcoming', async ({ client, assert }) => {
    const organizer = await listingOrganizer()
    await listedEvent(organizer, { name: 'Jazz night', physical: true })
    await listedEvent(organizer, { name: 'Jazz online', status: 'public_search' })
    await listedEvent(organizer, { name: 'Past talk', start: '2020-01-10 10:00:00' })
    const names = async (query: string) =>
      namesOf((await client.get(collectionUrl(organizer.uuid, query))).body()).sort()

    assert.deepEqual(await names('filter[search]=JAZZ'), ['Jazz night', 'Jazz online'])
    assert.deepEqual(await names('filter[name]=night'), ['Jazz night'])
    assert.deepEqual(await names('filter[search]=%25'), [])
    assert.deepEqual(await names('filter[event_type]=physical'), ['Jazz night'])
    assert.deepEqual(await names('filter[event_type]=virtual,hybrid'), ['Jazz online', 'Past talk'])
    assert.deepEqual(await names('filter[status]=public_search'), ['Jazz online'])
    assert.deepEqual(await names('filter[status]=private,draft'), [])
    assert.deepEqual(await names('filter[upcoming_at]=1'), ['Jazz night', 'Jazz online'])
    assert.deepEqual(await names('filter[upcoming_at]=0'), [
      'Jazz night',
      'Jazz online',
      'Past talk',
    ])
  })

  test('sorted newest start first by default; pages of 9, 12, 20 or 40', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    for (let day = 1; day <= 13; day++) {
      const date = `2031-05-${String(day).padStart(2, '0')} 10:00:00`
      await listedEvent(organizer, { name: `Day ${day}`, start: date })
    }
    const first = (await client.get(collectionUrl(organizer.uuid))).body()
    assert.deepEqual(first.meta.page, { total: 13, number: 1, size: 9, last: 2 })
    assert.deepEqual(namesOf(first).slice(0, 2), ['Day 13', 'Day 12'])
    const second = (await client.get(collectionUrl(organizer.uuid, 'page[number]=2'))).body()
    assert.deepEqual(namesOf(second), ['Day 4', 'Day 3', 'Day 2', 'Day 1'])
    const byName = await client.get(collectionUrl(organizer.uuid, 'sort=name&page[size]=12'))
    assert.deepEqual(namesOf(byName.body()).slice(0, 3), ['Day 1', 'Day 10', 'Day 11'])
    assert.equal(byName.body().meta.page.size, 12)
    const beyond = await client.get(collectionUrl(organizer.uuid, 'page[number]=9'))
    assert.deepEqual(beyond.body().data, [])
    assert.equal(beyond.body().meta.page.total, 13)
  })

  test('bad parameters are 400 with the parameter, checked before the organizer', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    const cases: [string, string, string][] = [
      ['page[size]=10', 'invalid_page', 'page[size]'],
      ['page[size]=100', 'invalid_page', 'page[size]'],
      ['page[number]=0', 'invalid_page', 'page[number]'],
      ['filter[start_at]=tomorrow', 'bad_request', 'filter[start_at]'],
      [
        'filter[start_at]=2031-05-31 00:00:00,2031-05-01 00:00:00',
        'bad_request',
        'filter[start_at]',
      ],
      ['filter[start_at]=a,b,c', 'bad_request', 'filter[start_at]'],
      ['filter[start_at]=2031-02-30 00:00:00,', 'bad_request', 'filter[start_at]'],
      ['filter[event_type]=party', 'bad_request', 'filter[event_type]'],
      ['filter[status]=secret', 'bad_request', 'filter[status]'],
      ['filter[upcoming_at]=yes', 'bad_request', 'filter[upcoming_at]'],
      ['filter[user_id]=1', 'unknown_filter', 'filter[user_id]'],
      ['sort=email', 'unknown_sort', 'sort'],
      ['include=user', 'unknown_include', 'include'],
    ]
    for (const uuid of [organizer.uuid, randomUUID()]) {
      for (const [query, code, parameter] of cases) {
        const response = await client.get(collectionUrl(uuid, query))
        assert.equal(response.status(), 400, query)
        assert.deepInclude(firstError(response.body()), { code, source: { parameter } }, query)
      }
    }
  })

  test('far and odd dates answer a list or a 400, never a 5xx', async ({ client, assert }) => {
    const organizer = await listingOrganizer()
    await listedEvent(organizer)
    const cases: [string, number[]][] = [
      ['1970-01-01 00:00:00,2099-12-31 23:59:59', [200]],
      ['0001-01-01 00:00:00,9999-12-31 23:59:59', [200, 400]],
      [',9999-12-31T23:59:59Z', [200]],
      ['2031-05-01T00:00,', [200]],
      ['2031-05-01 24:00:00,', [400]],
    ]
    for (const [range, statuses] of cases) {
      const response = await client.get(
        collectionUrl(organizer.uuid, `filter[start_at]=${encodeURIComponent(range)}`),
      )
      assert.include(statuses, response.status(), `${range}: ${response.text().slice(0, 200)}`)
      assert.property(response.body(), response.status() === 200 ? 'data' : 'errors')
    }
  })
})
