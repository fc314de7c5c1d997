import { test } from '@japa/runner'
import EventTicket from '#models/event_ticket'
import { countRows, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { EventFactory } from '#database/factories/event_factory'
import {
  offerDocument,
  organizerWithEvent,
  settings,
  ticketOf,
  ZONE,
} from '#tests/fixtures/event_tickets'

const pointers = (body: { errors: { code: string; source?: { pointer?: string } }[] }) =>
  body.errors.map((error) => `${error.source?.pointer}:${error.code}`)

test.group('POST /event-tickets: quantities, texts, prices', (group) => {
  useAccountsFixtures(group)

  test('total quantity at its boundaries on a physical event of capacity 100', async ({
    client,
    assert,
  }) => {
    const { user, token, event } = await organizerWithEvent()
    const cases: [unknown, number | string][] = [
      [null, 'too_small'],
      [0, 'too_small'],
      [-5, 'too_small'],
      [1, 1],
      [100, 100],
      [101, 'too_big'],
    ]
    for (const [quantity, expected] of cases) {
      const ticket = await ticketOf(user)
      const response = await client
        .post('/api/v1/event-tickets')
        .bearerToken(token)
        .json(offerDocument(event, ticket, settings({ total_quantity: quantity })))
      if (typeof expected === 'number') {
        response.assertStatus(201)
        assert.equal(
          (await EventTicket.findOrFail(response.body().data.id)).totalQuantity,
          expected,
        )
      } else {
        response.assertStatus(422)
        assert.deepEqual(
          pointers(response.body()),
          [`/data/attributes/total_quantity:${expected}`],
          `quantity ${quantity}`,
        )
      }
    }
    const tooBig = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, await ticketOf(user), settings({ total_quantity: 101 })))
    assert.equal(firstError(tooBig.body()).detail, 'This value must be at most 100.')
    assert.equal(await countRows('event_tickets', { event_id: event.id }), 2)
  })

  test('empty, zero or negative quantities mean unlimited (-1) on an unlimited virtual event', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: user.id, timezone: ZONE }).create()
    for (const quantity of [0, -3, null]) {
      const ticket = await ticketOf(user)
      const response = await client
        .post('/api/v1/event-tickets')
        .bearerToken(token)
        .json(offerDocument(event, ticket, settings({ total_quantity: quantity })))
      response.assertStatus(201)
      assert.equal(response.body().data.attributes.total_quantity, -1)
      assert.isNull(response.body().data.attributes.remaining)
    }
  })

  test('custom description of 340 characters is kept, 341 refused; price in steps of 0.5', async ({
    client,
    assert,
  }) => {
    const { user, token, event } = await organizerWithEvent()
    const kept = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(
        offerDocument(
          event,
          await ticketOf(user),
          settings({ custom_description: 'd'.repeat(340) }),
        ),
      )
    kept.assertStatus(201)
    assert.lengthOf((await EventTicket.findOrFail(kept.body().data.id)).customDescription!, 340)

    const long = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(
        offerDocument(
          event,
          await ticketOf(user),
          settings({ custom_description: 'd'.repeat(341) }),
        ),
      )
    long.assertStatus(422)
    assert.deepEqual(pointers(long.body()), ['/data/attributes/custom_description:too_long'])

    const step = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(
        offerDocument(
          event,
          await ticketOf(user),
          settings({ price: 12.3, max_quantity_per_person: 101 }),
        ),
      )
    step.assertStatus(422)
    assert.deepEqual(pointers(step.body()), [
      '/data/attributes/price:invalid_step',
      '/data/attributes/max_quantity_per_person:too_big',
    ])
    assert.equal(await countRows('event_tickets', { event_id: event.id }), 1)
  })
})
