import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { ownTagAndVenue } from './helpers.js'

type Listed = {
  id: string
  attributes: Record<string, unknown>
  relationships: Record<string, { data: unknown }>
}

const namesOf = (body: { data: Listed[] }) => body.data.map((event) => event.attributes.name)

test.group('GET /events (event list)', (group) => {
  useAccountsFixtures(group)

  /** Four events of one organizer: past, happening now, next week, next month; and one of another. */
  async function catalogue() {
    const owner = await signedIn('organizer')
    const other = await signedIn('organizer')
    const now = DateTime.utc().startOf('minute')
    const make = (
      name: string,
      start: DateTime,
      hours: number,
      extra: Record<string, unknown> = {},
    ) =>
      EventFactory.merge({
        userId: owner.user.id,
        name,
        startAt: start,
        endAt: start.plus({ hours }),
        ...extra,
      }).create()
    const past = await make('Past gig', now.minus({ days: 30 }), 2)
    const happening = await make('Happening festival', now.minus({ hours: 1 }), 5, {
      eventType: 'physical',
      totalCapacity: 50,
    })
    const soon = await make('Soon talk', now.plus({ days: 7 }), 2, { eventType: 'tba' })
    const later = await make('Later conference', now.plus({ days: 40 }), 8, {
      eventType: 'hybrid',
      totalCapacity: 10,
    })
    await EventFactory.merge({
      userId: other.user.id,
      name: 'Someone else',
      startAt: now.plus({ days: 3 }),
      endAt: now.plus({ days: 3, hours: 1 }),
    }).create()
    return { owner, other, past, happening, soon, later }
  }

  test("lists only the caller's events, newest start first, with meta.page", async ({
    client,
    assert,
  }) => {
    const { owner } = await catalogue()
    const response = await client.get('/api/v1/events').bearerToken(owner.token)
    response.assertStatus(200)
    assert.deepEqual(namesOf(response.body()), [
      'Later conference',
      'Soon talk',
      'Happening festival',
      'Past gig',
    ])
    assert.deepEqual(response.body().meta.page, { total: 4, number: 1, size: 10, last: 1 })
    assert.notProperty(response.body().data[0].attributes, 'organizer_email')
  })

  test('filters by name, upcoming, event type, status and month', async ({ client, assert }) => {
    const { owner, later } = await catalogue()
    const get = (qs: string) => client.get(`/api/v1/events?${qs}`).bearerToken(owner.token)
    assert.deepEqual(namesOf((await get('filter[name]=FEST')).body()), ['Happening festival'])
    assert.deepEqual(namesOf((await get('filter[name]=%25')).body()), [])
    assert.deepEqual(namesOf((await get('filter[upcoming_at]=1')).body()), [
      'Later conference',
      'Soon talk',
      'Happening festival',
    ])
    assert.deepEqual(namesOf((await get('filter[upcoming_at]=0')).body()).length, 4)
    assert.deepEqual(namesOf((await get('filter[event_type]=tba,hybrid')).body()), [
      'Later conference',
      'Soon talk',
    ])
    assert.deepEqual(namesOf((await get('filter[status]=public')).body()), [])
    const month = later.startAt.setZone('Europe/Athens')
    const range = `${month.startOf('month').toFormat('yyyy-MM-dd HH:mm:ss')},${month.endOf('month').toFormat('yyyy-MM-dd HH:mm:ss')}`
    const inMonth = namesOf((await get(`filter[start_at]=${encodeURIComponent(range)}`)).body())
    assert.include(inMonth, 'Later conference')
    assert.notInclude(inMonth, 'Past gig')
    const exact = later.startAt.setZone('Europe/Athens').toFormat('yyyy-MM-dd HH:mm:ss')
    assert.deepEqual(
      namesOf((await get(`filter[start_at]=${encodeURIComponent(`${exact},${exact}`)}`)).body()),
      ['Later conference'],
    )
    assert.deepEqual(
      namesOf((await get(`filter[start_at]=${encodeURIComponent(`${exact},`)}`)).body()),
      ['Later conference'],
    )
  })

  test('sorts and pages', async ({ client, assert }) => {
    const { owner } = await catalogue()
    const byName = await client
      .get('/api/v1/events?sort=name&page[size]=2&page[number]=2')
      .bearerToken(owner.token)
    byName.assertStatus(200)
    assert.deepEqual(namesOf(byName.body()), ['Past gig', 'Soon talk'])
    assert.deepEqual(byName.body().meta.page, { total: 4, number: 2, size: 2, last: 2 })
    const byStart = await client.get('/api/v1/events?sort=start_at,-name').bearerToken(owner.token)
    assert.deepEqual(namesOf(byStart.body()), [
      'Past gig',
      'Happening festival',
      'Soon talk',
      'Later conference',
    ])
  })

  test('includes category, tags and venues', async ({ client, assert }) => {
    const { owner, soon } = await catalogue()
    const { tag, venue } = await ownTagAndVenue(owner.user)
    await soon.related('tags').attach([tag.id])
    await soon.related('venues').attach([venue.id])
    const response = await client
      .get('/api/v1/events?include=category,tags,venues&filter[name]=soon')
      .bearerToken(owner.token)
    response.assertStatus(200)
    const [listed] = response.body().data as Listed[]
    assert.deepEqual(listed.relationships.tags.data, [{ type: 'tags', id: String(tag.id) }])
    assert.deepEqual(listed.relationships.venues.data, [{ type: 'venues', id: String(venue.id) }])
    assert.sameMembers(
      response
        .body()
        .included.map(
          (resource: { type: string; id: string }) => `${resource.type}:${resource.id}`,
        ),
      [`tags:${tag.id}`, `venues:${venue.id}`],
    )
  })

  test("counts attendees as the units sold of the event's tickets", async ({ client, assert }) => {
    const { owner, soon } = await catalogue()
    const ticket = await TicketFactory.merge({ userId: owner.user.id }).create()
    const second = await TicketFactory.merge({ userId: owner.user.id }).create()
    await EventTicketFactory.merge({
      eventId: soon.id,
      ticketId: ticket.id,
      soldQuantity: 3,
    }).create()
    await EventTicketFactory.merge({
      eventId: soon.id,
      ticketId: second.id,
      soldQuantity: 4,
    }).create()
    const response = await client.get('/api/v1/events?filter[name]=talk').bearerToken(owner.token)
    assert.equal(response.body().data[0].attributes.total_attendees, 7)
    const others = await client.get('/api/v1/events?filter[name]=gig').bearerToken(owner.token)
    assert.equal(others.body().data[0].attributes.total_attendees, 0)
  })

  test("super users see every event with the organizer's id, name and e-mail; filter[user_id] picks one", async ({
    client,
    assert,
  }) => {
    const { owner, other } = await catalogue()
    const admin = await signedIn('admin')
    const all = await client.get('/api/v1/events').bearerToken(admin.token)
    assert.equal(all.body().meta.page.total, 5)
    const mine = await client
      .get(`/api/v1/events?filter[user_id]=${other.user.id}`)
      .bearerToken(admin.token)
    assert.deepEqual(namesOf(mine.body()), ['Someone else'])
    assert.deepInclude(mine.body().data[0].attributes, {
      organizer_id: String(other.user.id),
      organizer: other.user.name,
      organizer_email: other.user.email,
    })
    // For anyone else the filter cannot widen the list beyond their own events.
    const peek = await client
      .get(`/api/v1/events?filter[user_id]=${other.user.id}`)
      .bearerToken(owner.token)
    peek.assertStatus(200)
    assert.deepEqual(namesOf(peek.body()), [])
  })

  test('refuses unknown parameters with 400 and a pointer to them', async ({ client, assert }) => {
    const { owner } = await catalogue()
    for (const [qs, parameter, code] of [
      ['filter[colour]=red', 'filter[colour]', 'unknown_filter'],
      ['sort=price', 'sort', 'unknown_sort'],
      ['include=speakers', 'include', 'unknown_include'],
      ['include=tickets', 'include', 'unknown_include'],
      ['page[size]=101', 'page[size]', 'invalid_page'],
      ['page[number]=0', 'page[number]', 'invalid_page'],
      ['filter[upcoming_at]=yes', 'filter[upcoming_at]', 'bad_request'],
      ['filter[event_type]=online', 'filter[event_type]', 'bad_request'],
      ['filter[start_at]=yesterday,today', 'filter[start_at]', 'bad_request'],
      ['filter[start_at]=a,b,c', 'filter[start_at]', 'bad_request'],
      ['filter[user_id]=me', 'filter[user_id]', 'bad_request'],
    ]) {
      const response = await client.get(`/api/v1/events?${qs}`).bearerToken(owner.token)
      response.assertStatus(400)
      assert.deepEqual(
        {
          code: firstError(response.body()).code,
          parameter: firstError(response.body()).source?.parameter,
        },
        { code, parameter },
      )
    }
    const largest = await client.get('/api/v1/events?page[size]=100').bearerToken(owner.token)
    largest.assertStatus(200)
  })
})
