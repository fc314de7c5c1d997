import { test } from '@japa/runner'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { signedIn, statementsOf, useAccountsFixtures } from '#tests/helpers'
import { ownTagAndVenue } from './helpers.js'

/** docs/BUDGETS.md "management reads": what one `GET /events/{id}` costs the database. */
test.group('GET /events/{id}: statements', (group) => {
  useAccountsFixtures(group)

  test('an own event with every include is 6 statements once the token is known', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const { tag, venue } = await ownTagAndVenue(user)
    const category = await CategoryFactory.create()
    const event = await EventFactory.merge({ userId: user.id, categoryId: category.id }).create()
    await event.related('tags').attach([tag.id])
    await event.related('venues').attach([venue.id])
    for (const ticket of await TicketFactory.merge({ userId: user.id }).createMany(2))
      await EventTicketFactory.merge({ eventId: event.id, ticketId: ticket.id }).create()
    const url = `/api/v1/events/${event.id}?include=category,tags,tickets,venues`
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)

    const statements = await statementsOf(async () => {
      const response = await client.get(url).bearerToken(token)
      response.assertStatus(200)
      assert.lengthOf(response.body().included, 1 + 1 + 1 + 2)
    })
    // The event with its units sold; its category, tags, venues, tickets with their ticket types'
    // names, and files. No token, user or role (known), no organizer (the viewer).
    assert.lengthOf(statements, 6, statements.join('\n'))
  })
})
