import { test } from '@japa/runner'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TagFactory } from '#database/factories/tag_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { VenueFactory } from '#database/factories/venue_factory'
import type User from '#models/user'
import { eventDocument, eventReadOf } from '#serializers/event_serializer'
import { visibleEvents, withOrganizers } from '#services/events/event_queries'
import { signedIn, useAccountsFixtures } from '#tests/helpers'

const INCLUDES = ['', 'category', 'tags,venues', 'tickets', 'category,tags,tickets,venues,user']

/** The document as the Lucid models, preloaded, give it (what `GET /events/{id}` answered before). */
async function throughModels(viewer: User, id: number, include: string[]) {
  const event = await visibleEvents(viewer, include)
    .where('events.id', id)
    .preload('assets')
    .firstOrFail()
  await withOrganizers([event], viewer)
  const document = eventDocument(eventReadOf(event), include, { viewer, now: new Date() })
  return JSON.parse(JSON.stringify(document))
}

/** An event of `user` with every part filled: tags out of id order, venues, tickets, files. */
async function fullEvent(user: User) {
  const category = await CategoryFactory.create()
  const event = await EventFactory.apply('physical')
    .merge({
      userId: user.id,
      categoryId: category.id,
      timezone: 'America/St_Johns',
      eventAgenda: [{ title: 'Doors', start_at: '2031-05-04 19:00' }],
      eventHost: [{ type: 'email', content: 'host@example.com' }],
      customBrandColors: { primary: '#112233' },
    })
    .with('assets', 2)
    .with('assets', 1, (asset) => asset.apply('document'))
    .create()
  const tags = await Promise.all(
    ['zeta', 'alpha', 'Mu'].map((name) => TagFactory.merge({ userId: user.id, name }).create()),
  )
  await event.related('tags').attach(tags.map((tag) => tag.id))
  const venues = await VenueFactory.merge({ userId: user.id }).createMany(2)
  await event.related('venues').attach(venues.map((venue) => venue.id).reverse())
  const [free, paid] = await TicketFactory.merge({ userId: user.id }).createMany(2)
  await EventTicketFactory.merge({ eventId: event.id, ticketId: free.id }).create()
  await EventTicketFactory.apply('paid')
    .apply('limited')
    .merge({ eventId: event.id, ticketId: paid.id, soldQuantity: 3 })
    .create()
  return event
}

/** docs/ARCHITECTURE.md "Read path": the direct read answers exactly what the models answered. */
test.group('GET /events/{id}: the direct read', (group) => {
  useAccountsFixtures(group)

  test('an own event, every include: the same document as through the models', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const event = await fullEvent(user)
    for (const include of INCLUDES) {
      const response = await client
        .get(`/api/v1/events/${event.id}?include=${include}`)
        .bearerToken(token)
      response.assertStatus(200)
      const names = include.split(',').filter(Boolean)
      assert.deepEqual(response.body(), await throughModels(user, event.id, names), include)
    }
  })

  test("a bare event, and another organizer's event seen by an admin", async ({
    client,
    assert,
  }) => {
    const { user: creator } = await signedIn('creator')
    const bare = await EventFactory.merge({ userId: creator.id, categoryId: null }).create()
    const full = await fullEvent(creator)
    const { user: admin, token } = await signedIn('admin')
    for (const event of [bare, full]) {
      const include = 'category,tags,tickets,venues,user'
      const response = await client
        .get(`/api/v1/events/${event.id}?include=${include}`)
        .bearerToken(token)
      response.assertStatus(200)
      assert.deepEqual(response.body(), await throughModels(admin, event.id, include.split(',')))
    }
  })
})
