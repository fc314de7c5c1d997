import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import EventTicket from '#models/event_ticket'
import { countRows, useAccountsFixtures } from '#tests/helpers'
import {
  offerDocument,
  organizerWithEvent,
  settings,
  ticketOf,
  wallTime,
  ZONE,
} from '#tests/fixtures/event_tickets'

const pointers = (body: { errors: { code: string; source?: { pointer?: string } }[] }) =>
  body.errors.map((error) => `${error.source?.pointer}:${error.code}`)

test.group('POST /event-tickets', (group) => {
  useAccountsFixtures(group)

  test('offers a ticket on an event with its settings; money in cents, dates as instants', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent('organizer')
    const response = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket))
    response.assertStatus(201)
    const { data, included } = response.body()
    assert.equal(data.type, 'event-tickets')
    assert.equal(data.relationships.event.data.id, String(event.id))
    assert.equal(data.relationships.ticket.data.id, String(ticket.id))
    assert.include(data.attributes, {
      name: ticket.name,
      description: ticket.description,
      price: 25,
      absorb_service_fee: 0,
      total_quantity: 50,
      sold_quantity: 0,
      max_quantity_per_person: 4,
      custom_description: 'Front rows',
      sale_state: 'not_yet',
      remaining: 50,
      // organizer: 2.99 % + 0.59 = 1.34 on 25.00, passed on to the buyer.
      final_price: 26.34,
      service_fee: 1.34,
      buyer_fee: 1.34,
      organizer_fee: 0,
    })
    assert.equal(
      DateTime.fromISO(data.attributes.start_sale_at, { setZone: true }).toFormat(
        'yyyy-MM-dd HH:mm:ss',
      ),
      settings().start_sale_at,
    )
    assert.deepEqual(
      included.map((resource: { type: string; id: string }) => [resource.type, resource.id]),
      [['tickets', String(ticket.id)]],
    )

    const saved = await EventTicket.findOrFail(data.id)
    assert.equal(saved.priceCents, 2500)
    assert.equal(saved.totalQuantity, 50)
    assert.equal(saved.soldQuantity, 0)
    assert.equal(
      saved.startSaleAt.toUTC().toISO(),
      DateTime.fromSQL(settings().start_sale_at as string, { zone: ZONE })
        .toUTC()
        .toISO(),
    )
  })

  test('takes the sale window as sale_range; errors about it point at sale_range', async ({
    client,
    assert,
  }) => {
    const { user, token, event, ticket } = await organizerWithEvent()
    const range = [wallTime(2), wallTime(3)]
    const body = settings({ start_sale_at: undefined, end_sale_at: undefined, sale_range: range })
    const response = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, body))
    response.assertStatus(201)
    const saved = await EventTicket.findOrFail(response.body().data.id)
    assert.equal(saved.endSaleAt.setZone(ZONE).toFormat('yyyy-MM-dd HH:mm:ss'), range[1])

    const other = await ticketOf(user)
    const reversed = settings({
      start_sale_at: undefined,
      end_sale_at: undefined,
      sale_range: [wallTime(3), wallTime(2)],
    })
    const refused = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, other, reversed))
    refused.assertStatus(422)
    assert.deepEqual(pointers(refused.body()), ['/data/attributes/sale_range:end_before_start'])
  })

  test('a sale window that ends before it starts, or none, is refused on sale_range', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const reversed = settings({ start_sale_at: wallTime(5), end_sale_at: wallTime(4) })
    const first = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, reversed))
    first.assertStatus(422)
    assert.deepEqual(pointers(first.body()), ['/data/attributes/sale_range:end_before_start'])

    const none = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, { price: 5 }))
    none.assertStatus(422)
    assert.deepEqual(pointers(none.body()), ['/data/attributes/sale_range:required'])

    const badDate = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, settings({ start_sale_at: '2031-02-30 10:00:00' })))
    badDate.assertStatus(422)
    assert.deepEqual(pointers(badDate.body()), ['/data/attributes/start_sale_at:invalid_date'])
    assert.equal(await countRows('event_tickets'), 0)
  })
})
