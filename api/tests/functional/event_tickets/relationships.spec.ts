import { test } from '@japa/runner'
import { countRows, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import {
  offerDocument,
  offerOn,
  organizerWithEvent,
  settings,
  ticketOf,
} from '#tests/fixtures/event_tickets'

const pointers = (body: { errors: { code: string; source?: { pointer?: string } }[] }) =>
  body.errors.map((error) => `${error.source?.pointer}:${error.code}`)

test.group('POST /event-tickets: the event and the ticket', (group) => {
  useAccountsFixtures(group)

  test("the event and the ticket must be the caller's; a ticket is offered once per event", async ({
    client,
    assert,
  }) => {
    const { user, token, event, ticket } = await organizerWithEvent()
    const stranger = await organizerWithEvent()

    const foreignEvent = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(stranger.event, ticket))
    foreignEvent.assertStatus(422)
    assert.equal(firstError(foreignEvent.body()).source?.pointer, '/data/relationships/event')

    const foreignTicket = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, stranger.ticket))
    foreignTicket.assertStatus(422)
    assert.equal(firstError(foreignTicket.body()).source?.pointer, '/data/relationships/ticket')

    const missing = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json({
        data: {
          type: 'event-tickets',
          attributes: settings(),
          relationships: { ticket: { data: { type: 'tickets', id: String(ticket.id) } } },
        },
      })
    missing.assertStatus(422)
    assert.deepEqual(pointers(missing.body()), ['/data/relationships/event:required'])

    await offerOn(event, ticket)
    const twice = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket))
    twice.assertStatus(409)
    assert.deepEqual(pointers(twice.body()), ['/data/relationships/ticket:already_exists'])
    assert.equal(await countRows('event_tickets'), 1)

    const admin = await signedIn('admin')
    const byAdmin = await client
      .post('/api/v1/event-tickets')
      .bearerToken(admin.token)
      .json(offerDocument(event, await ticketOf(user)))
    byAdmin.assertStatus(201)
    const adminTicket = await ticketOf(admin.user)
    const mixed = await client
      .post('/api/v1/event-tickets')
      .bearerToken(admin.token)
      .json(offerDocument(event, adminTicket))
    mixed.assertStatus(422)
    assert.equal(firstError(mixed.body()).source?.pointer, '/data/relationships/ticket')
  })
})
