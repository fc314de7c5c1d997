import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Asset from '#models/asset'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { ownTagAndVenue, wallTime, ZONE } from './helpers.js'

test.group('POST /events/{id}/duplicate', (group) => {
  useAccountsFixtures(group)

  async function original(role: 'organizer' | 'creator' | 'creator-plus' = 'organizer') {
    const { user, token } = await signedIn(role)
    const { tag, venue } = await ownTagAndVenue(user)
    const category = await CategoryFactory.create()
    const ticket = await TicketFactory.merge({ userId: user.id }).create()
    const event = await EventFactory.apply('physical')
      .apply('published')
      .merge({
        userId: user.id,
        categoryId: category.id,
        eventFaqs: [{ name: 'Parking?' }],
        heroImage: 'events/hero.jpg',
      })
      .with('assets', 2)
      .create()
    await event.related('tags').attach([tag.id])
    await event.related('venues').attach([venue.id])
    const offer = await EventTicketFactory.apply('paid')
      .merge({ eventId: event.id, ticketId: ticket.id, soldQuantity: 12, totalQuantity: 100 })
      .create()
    return { user, token, tag, venue, category, event, offer }
  }

  test('makes a private copy with new dates, codes, the same tags, venues, category and files, and nothing sold', async ({
    client,
    assert,
  }) => {
    const { token, tag, venue, category, event, offer } = await original()
    const response = await client
      .post(`/api/v1/events/${event.id}/duplicate?include=tags,venues,tickets,category`)
      .bearerToken(token)
      .json(document('events', { start_at: wallTime(30, 18), end_at: wallTime(30, 23) }))
    response.assertStatus(201)
    const body = response.body()
    assert.notEqual(body.data.id, String(event.id))
    assert.equal(body.data.attributes.status, 'private')
    assert.notEqual(body.data.attributes.hash_code, event.hashCode)
    assert.notEqual(body.data.attributes.uuid, event.uuid)
    assert.equal(
      DateTime.fromISO(body.data.attributes.start_at, { setZone: true }).toFormat(
        'yyyy-MM-dd HH:mm:ss',
      ),
      wallTime(30, 18),
    )

    const clone = await Event.query()
      .where('id', body.data.id)
      .preload('tags')
      .preload('venues')
      .preload('assets')
      .firstOrFail()
    assert.equal(clone.name, `${event.name} (copy)`)
    assert.equal(body.data.attributes.name, `${event.name} (copy)`)
    assert.equal(clone.eventType, 'physical')
    assert.equal(clone.totalCapacity, event.totalCapacity)
    assert.equal(clone.categoryId, category.id)
    assert.equal(clone.heroImage, 'events/hero.jpg')
    assert.deepEqual(clone.eventFaqs, [{ name: 'Parking?' }])
    assert.deepEqual(
      clone.tags.map((row) => row.id),
      [tag.id],
    )
    assert.deepEqual(
      clone.venues.map((row) => row.id),
      [venue.id],
    )
    const originalAssets = await Asset.query().where('event_id', event.id).orderBy('id')
    assert.deepEqual(
      clone.assets.map((asset) => asset.path).sort(),
      originalAssets.map((asset) => asset.path).sort(),
    )

    const [copied] = await EventTicket.query().where('event_id', clone.id)
    assert.equal(copied.soldQuantity, 0)
    assert.equal(copied.priceCents, offer.priceCents)
    assert.equal(copied.totalQuantity, 100)
    const shift = clone.startAt.diff(event.startAt).toMillis()
    assert.equal(copied.startSaleAt.diff(offer.startSaleAt).toMillis(), shift)
    assert.equal(copied.endSaleAt.diff(offer.endSaleAt).toMillis(), shift)
    // The original is untouched.
    assert.equal((await EventTicket.findOrFail(offer.id)).soldQuantity, 12)
    assert.equal((await Event.findOrFail(event.id)).status, 'public')
    assert.equal(await countRows('assets'), 4)
  })

  test("names the copy in the requester's language, within the name's length limit", async ({
    client,
    assert,
  }) => {
    const { token, event } = await original()
    event.name = `${'Συναυλία '.repeat(27)}τζαζ`
    await event.save()
    const response = await client
      .post(`/api/v1/events/${event.id}/duplicate`)
      .bearerToken(token)
      .header('accept-language', 'el')
      .json(document('events', { start_at: wallTime(30, 18), end_at: wallTime(30, 23) }))
    response.assertStatus(201)
    const expected = `${'Συναυλία '.repeat(26)}Συναυλία (αντίγραφο)`
    assert.lengthOf(expected, 254)
    assert.equal(response.body().data.attributes.name, expected)
    assert.equal((await Event.findOrFail(response.body().data.id)).name, expected)
    assert.equal((await Event.findOrFail(event.id)).name, `${'Συναυλία '.repeat(27)}τζαζ`)
  })

  test('refuses a start before today and an end before the start', async ({ client, assert }) => {
    const { token, event } = await original()
    const url = `/api/v1/events/${event.id}/duplicate`
    const past = await client
      .post(url)
      .bearerToken(token)
      .json(document('events', { start_at: wallTime(-1), end_at: wallTime(2) }))
    past.assertStatus(422)
    assert.deepEqual(firstError(past.body()).source, { pointer: '/data/attributes/start_at' })
    assert.equal(firstError(past.body()).code, 'date_before_today')
    const backwards = await client
      .post(url)
      .bearerToken(token)
      .json(document('events', { start_at: wallTime(5, 20), end_at: wallTime(5, 10) }))
    backwards.assertStatus(422)
    assert.equal(firstError(backwards.body()).code, 'end_before_start')
    const missing = await client
      .post(url)
      .bearerToken(token)
      .json(document('events', { start_at: wallTime(5) }))
    missing.assertStatus(422)
    assert.equal(firstError(missing.body()).source?.pointer, '/data/attributes/end_at')
    // Today, even earlier than now, is allowed (the day counts, in the event's zone).
    const today = DateTime.now().setZone(ZONE).startOf('day').toFormat('yyyy-MM-dd HH:mm:ss')
    const ok = await client
      .post(url)
      .bearerToken(token)
      .json(document('events', { start_at: today, end_at: wallTime(1) }))
    ok.assertStatus(201)
    assert.equal(await countRows('events'), 2)
  })

  test('is refused on the free plan (creator) with 403 plan_required, allowed from freemium', async ({
    client,
    assert,
  }) => {
    const free = await original('creator')
    const refused = await client
      .post(`/api/v1/events/${free.event.id}/duplicate`)
      .bearerToken(free.token)
      .json(document('events', { start_at: wallTime(3), end_at: wallTime(3, 22) }))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'plan_required')
    assert.equal(await countRows('events'), 1)

    const freemium = await original('creator-plus')
    const allowed = await client
      .post(`/api/v1/events/${freemium.event.id}/duplicate`)
      .bearerToken(freemium.token)
      .json(document('events', { start_at: wallTime(3), end_at: wallTime(3, 22) }))
    allowed.assertStatus(201)
    assert.equal(await countRows('events', { user_id: freemium.user.id }), 2)
  })
})
