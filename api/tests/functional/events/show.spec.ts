import { test } from '@japa/runner'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { event as eventSchema } from '@tessera/shared/schemas/event'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { ownTagAndVenue } from './helpers.js'

type Resource = { type: string; id: string; attributes: Record<string, unknown> }

test.group('GET /events/{id}', (group) => {
  useAccountsFixtures(group)

  test('returns every part of the event with what include asks for', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const { tag, venue } = await ownTagAndVenue(user)
    const category = await CategoryFactory.create()
    const event = await EventFactory.merge({
      userId: user.id,
      categoryId: category.id,
      eventAgenda: [{ title: 'Doors', start_at: '2031-05-04 19:00' }],
      eventFaqs: [{ name: 'Parking?', content: 'Yes' }],
      eventHost: [{ type: 'email', content: 'host@example.com' }],
    })
      .with('assets', 1)
      .with('assets', 1, (asset) => asset.apply('document'))
      .create()
    await event.related('tags').attach([tag.id])
    await event.related('venues').attach([venue.id])
    const ticket = await TicketFactory.merge({
      userId: user.id,
      name: 'General admission',
    }).create()
    const offer = await EventTicketFactory.apply('paid')
      .merge({ eventId: event.id, ticketId: ticket.id, absorbServiceFee: 0 })
      .create()

    const response = await client
      .get(`/api/v1/events/${event.id}?include=category,tags,tickets,venues,user`)
      .bearerToken(token)
    response.assertStatus(200)
    const { data, included } = response.body() as {
      data: Resource & { relationships: Record<string, { data: unknown }> }
      included: Resource[]
    }
    assert.equal(data.attributes.hash_code, event.hashCode)
    assert.deepEqual(data.attributes.event_agenda, [
      { title: 'Doors', start_at: '2031-05-04 19:00' },
    ])
    assert.deepEqual(data.attributes.event_faqs, [{ name: 'Parking?', content: 'Yes' }])
    assert.deepEqual(data.attributes.event_host, [{ type: 'email', content: 'host@example.com' }])
    assert.lengthOf(data.attributes.additional_images as unknown[], 1)
    assert.lengthOf(data.attributes.additional_docs as unknown[], 1)
    assert.equal((data.attributes.additional_docs as { type: string }[])[0].type, 'application/pdf')
    assert.deepEqual(data.relationships.tickets.data, [
      { type: 'event-tickets', id: String(offer.id) },
    ])
    assert.sameMembers(
      included.map((resource) => resource.type),
      ['categories', 'tags', 'venues', 'users', 'event-tickets'],
    )
    const organizer = included.find((resource) => resource.type === 'users')!
    assert.deepEqual(Object.keys(organizer.attributes).sort(), ['name', 'profile_image'])
    const offered = included.find((resource) => resource.type === 'event-tickets')!
    // 25.00 passed on by an organizer (2.99 % + 0.59): the buyer pays 26.34.
    assert.deepInclude(offered.attributes, {
      name: 'General admission',
      price: 25,
      final_price: 26.34,
      sale_state: 'on_sale',
      remaining: null,
    })
  })

  test('the documents parse with the shared schema the clients use', async ({ client, assert }) => {
    const { user, token } = await signedIn('admin')
    const { tag, venue } = await ownTagAndVenue(user)
    const category = await CategoryFactory.create()
    const event = await EventFactory.merge({
      userId: user.id,
      categoryId: category.id,
      eventHost: [{ type: 'website', content: 'https://host.test' }],
    })
      .with('assets', 1)
      .create()
    await event.related('tags').attach([tag.id])
    await event.related('venues').attach([venue.id])
    const ticket = await TicketFactory.merge({ userId: user.id }).create()
    await EventTicketFactory.merge({ eventId: event.id, ticketId: ticket.id }).create()

    const one = await client
      .get(`/api/v1/events/${event.id}?include=category,tags,tickets,venues,user`)
      .bearerToken(token)
    const parsed = parseOne(one.body(), eventSchema)
    assert.equal(parsed.category?.name, category.name)
    assert.equal(parsed.tags?.[0].color, tag.color)
    assert.equal(parsed.venues?.[0].address_name, venue.addressName)
    assert.equal(parsed.tickets?.[0].sale_state, 'on_sale')
    assert.equal(parsed.user?.name, user.name)
    assert.equal(parsed.organizer_email, user.email)

    const list = await client.get('/api/v1/events?include=category,tags,venues').bearerToken(token)
    const { items, page } = parseList(list.body(), eventSchema)
    assert.equal(items[0].hash_code, event.hashCode)
    assert.equal(page.total, 1)
  })

  test('refuses relationships that cannot be included', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: user.id }).create()
    for (const include of ['speakers', 'sponsors', 'announcements', 'tags,nothing']) {
      const response = await client
        .get(`/api/v1/events/${event.id}?include=${include}`)
        .bearerToken(token)
      response.assertStatus(400)
      assert.equal(firstError(response.body()).code, 'unknown_include')
    }
  })

  test('a missing or malformed id is 404', async ({ client }) => {
    const { token } = await signedIn('organizer')
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const response = await client.get(`/api/v1/events/${id}`).bearerToken(token)
      response.assertStatus(404)
    }
  })
})

test.group("GET /events/{id}: the organizer's role", (group) => {
  useAccountsFixtures(group)

  test('tells owner and super users whose plan applies', async ({ client, assert }) => {
    const { user } = await signedIn('creator')
    const event = await EventFactory.merge({ userId: user.id }).create()
    const { token: adminToken } = await signedIn('admin')
    const response = await client.get(`/api/v1/events/${event.id}`).bearerToken(adminToken)
    response.assertStatus(200)
    assert.equal(parseOne(response.body(), eventSchema).organizer_role, 'creator')
  })
})
