import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { orderLimits } from '#config/limits'
import { directStatements } from '#lib/direct_statements'
import { takeStock } from '#services/orders/order_stock'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { bookableEvent, orderDocument, orderRowsOf, postOrder, stockOf } from './fixtures.js'
import type { EventSettings } from './fixtures.js'

type Setup = Awaited<ReturnType<typeof bookableEvent>>

/** An order of one unit of the first ticket whose line names `attendee`. */
function withAttendee(setup: Setup, attendee: Record<string, unknown>) {
  const body = orderDocument(setup.event, [[setup.offers[0]!, 1]])
  const line = { ...body.data.attributes.lines[0]!, attendees: [attendee] }
  return {
    body: { data: { ...body.data, attributes: { ...body.data.attributes, lines: [line] } } },
  }
}

const maria = { name: 'Maria', email: 'maria@example.com' }

const refusals: {
  name: string
  tickets?: Parameters<typeof bookableEvent>[0]
  event?: EventSettings
  status?: string
  request: (setup: Setup) => { body: unknown; key?: string | null }
  answer: [number, string, { pointer?: string; header?: string }?]
}[] = [
  {
    name: 'no Idempotency-Key',
    request: ({ event, offers }) => ({ body: orderDocument(event, [[offers[0]!, 1]]), key: null }),
    answer: [400, 'required', { header: 'Idempotency-Key' }],
  },
  {
    name: 'an Idempotency-Key over 255 characters',
    request: ({ event, offers }) => ({
      body: orderDocument(event, [[offers[0]!, 1]]),
      key: 'k'.repeat(256),
    }),
    answer: [400, 'too_long', { header: 'Idempotency-Key' }],
  },
  {
    name: 'a body that is not an orders document',
    request: () => ({ body: { event_id: '1' } }),
    answer: [400, 'bad_request'],
  },
  {
    name: 'no lines',
    request: ({ event }) => ({ body: orderDocument(event, []) }),
    answer: [422, 'required', { pointer: '/data/attributes/lines' }],
  },
  {
    name: 'an event that is not published',
    status: 'draft',
    request: ({ event, offers }) => ({ body: orderDocument(event, [[offers[0]!, 1]]) }),
    answer: [404, 'not_found'],
  },
  {
    name: 'free and paid tickets together',
    tickets: [{ totalQuantity: 10 }, { totalQuantity: 10, priceCents: 1000 }],
    request: ({ event, offers }) => ({
      body: orderDocument(event, [
        [offers[0]!, 1],
        [offers[1]!, 1],
      ]),
    }),
    answer: [422, 'mixed_free_and_paid'],
  },
  {
    name: 'more than the ticket has left',
    tickets: [{ totalQuantity: 10, soldQuantity: 9 }],
    request: ({ event, offers }) => ({ body: orderDocument(event, [[offers[0]!, 2]]) }),
    answer: [409, 'sold_out', { pointer: '/data/attributes/lines/0/quantity' }],
  },
  {
    name: 'no consent',
    request: ({ event, offers }) => ({
      body: orderDocument(event, [[offers[0]!, 1]], { consent: false as never }),
    }),
    answer: [422, 'consent_required', { pointer: '/data/attributes/consent' }],
  },
  {
    name: 'a buyer e-mail with two dots in a row',
    request: ({ event, offers }) => ({
      body: orderDocument(event, [[offers[0]!, 1]], {
        buyer: { name: 'Maria', email: 'maria..p@example.com' },
      }),
    }),
    answer: [422, 'invalid_email', { pointer: '/data/attributes/buyer/email' }],
  },
  {
    name: 'a ticket the event does not offer',
    request: ({ event, offers }) => {
      const body = orderDocument(event, [[offers[0]!, 1]])
      body.data.attributes.lines[0]!.event_ticket_id = '999999'
      return { body }
    },
    answer: [422, 'not_found', { pointer: '/data/attributes/lines/0/event_ticket_id' }],
  },
  {
    name: 'a ticket whose sale has not started',
    tickets: [{ totalQuantity: 10, startSaleAt: DateTime.utc().plus({ days: 10 }) }],
    request: ({ event, offers }) => ({ body: orderDocument(event, [[offers[0]!, 1]]) }),
    answer: [409, 'sale_not_open', { pointer: '/data/attributes/lines/0/event_ticket_id' }],
  },
  {
    name: 'more than the event has seats left',
    event: { capacity: 3 },
    tickets: [{ totalQuantity: 10 }],
    request: ({ event, offers }) => ({ body: orderDocument(event, [[offers[0]!, 4]]) }),
    answer: [409, 'capacity_reached', { pointer: '/data/attributes/lines' }],
  },
  {
    name: 'a personalized ticket without one attendee per unit',
    tickets: [{ totalQuantity: 10, personalizedTicket: true }],
    request: ({ event, offers }) => ({ body: orderDocument(event, [[offers[0]!, 2]]) }),
    answer: [422, 'attendees_mismatch'],
  },
  {
    name: 'a phone number that is not one',
    tickets: [{ totalQuantity: 10, phoneNumberEnabled: true }],
    request: (setup) => withAttendee(setup, { ...maria, phone_number: '12' }),
    answer: [
      422,
      'invalid_phone',
      { pointer: '/data/attributes/lines/0/attendees/0/phone_number' },
    ],
  },
  {
    name: 'a hybrid event without the attendance type',
    event: { eventType: 'hybrid' },
    request: (setup) => withAttendee(setup, maria),
    answer: [422, 'attendance_type_required'],
  },
  {
    name: 'more than one person may take',
    tickets: [{ totalQuantity: 10, maxQuantityPerPerson: 2 }],
    request: ({ event, offers }) => ({ body: orderDocument(event, [[offers[0]!, 3]]) }),
    answer: [422, 'quantity_over_limit', { pointer: '/data/attributes/lines/0/quantity' }],
  },
]

test.group('POST /orders: refusals leave the database as it was', (group) => {
  useAccountsFixtures(group)

  for (const refusal of refusals) {
    test(refusal.name, async ({ client, assert }) => {
      const setup = await bookableEvent(refusal.tickets, refusal.event)
      if (refusal.status) await setup.event.merge({ status: refusal.status as never }).save()
      const before = {
        stock: await stockOf(setup.event.id),
        rows: await orderRowsOf(setup.event.id),
      }
      const { body, key } = refusal.request(setup)

      const response = await postOrder(client, body, key)

      const [status, code, source] = refusal.answer
      response.assertStatus(status)
      const error = firstError(response.body())
      assert.equal(error.code, code)
      if (source) assert.deepInclude(error.source ?? {}, source)
      assert.deepEqual(
        { stock: await stockOf(setup.event.id), rows: await orderRowsOf(setup.event.id) },
        before,
      )
    })
  }

  test('the capacity guard counts every ticket of the event', async ({ assert }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50 }, { totalQuantity: 50 }], {
      capacity: 3,
    })
    const [first, second] = offers.map((offer) => offer.id) as [number, number]

    const refusals = await db.transaction(async (trx) => {
      const sql = await directStatements(trx)
      return [
        await takeStock(sql, event.id, [{ event_ticket_id: first, quantity: 2 }]),
        await takeStock(sql, event.id, [{ event_ticket_id: second, quantity: 2 }]),
        await takeStock(sql, event.id, [{ event_ticket_id: second, quantity: 1 }]),
      ]
    })

    assert.deepEqual(refusals, [null, { code: 'capacity_reached' }, null])
    assert.deepEqual(await stockOf(event.id), { booked: 3, sold: [2, 1] })
  })

  test('a client address over its limit gets 429 with Retry-After', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50 }])
    const configured = orderLimits.perAddress.requests
    orderLimits.perAddress.requests = 2
    cleanup(() => {
      orderLimits.perAddress.requests = configured
    })

    for (let index = 0; index < 2; index++) {
      ;(await postOrder(client, orderDocument(event, [[offers[0]!, 1]]))).assertStatus(201)
    }
    const refused = await postOrder(client, orderDocument(event, [[offers[0]!, 1]]))

    refused.assertStatus(429)
    assert.equal(firstError(refused.body()).code, 'rate_limited')
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.equal((await orderRowsOf(event.id)).orders, 2)
  })
})
