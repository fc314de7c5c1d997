import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readBooking } from '@tessera/shared/public/booking'
import { sandboxProvider } from '#services/payments/sandbox_provider'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import {
  bookableEvent,
  newKey,
  orderDocument,
  orderRowsOf,
  postOrder,
  stockOf,
} from './fixtures.js'

test.group('POST /orders: free and paid orders', (group) => {
  useAccountsFixtures(group)

  test('a free order is completed at once: attendees with signed codes, one e-mail', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50 }])
    const key = newKey()

    const response = await postOrder(client, orderDocument(event, [[offers[0]!, 2]]), key)

    response.assertStatus(201)
    const booking = readBooking(response.body())
    assert.equal(booking.status, 'completed')
    assert.match(booking.hash_code, /^[0-9A-Za-z]{10}$/)
    assert.include(booking.booking_url!, `/booking/${booking.hash_code}?token=`)
    assert.deepEqual([booking.total, booking.payment_url, booking.expires_at], [0, null, null])
    assert.lengthOf(booking.attendees, 1)
    const [attendee] = booking.attendees
    assert.deepInclude(attendee, { name: 'Maria Papadopoulou', quantity: 2, status: 'completed' })
    assert.isString(attendee!.code)
    assert.include(attendee!.ticket_url!, `/ticket/${attendee!.code}`)

    const order = await db.from('orders').where('id', booking.id).firstOrFail()
    assert.deepInclude(order, { status: 'completed', quantity: 2, total_cents: 0 })
    assert.isNotNull(order.paid_at)
    const rows = await db.from('attendees').where('order_id', booking.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].code, attendee!.code)
    assert.match(rows[0].code_hash, /^[0-9a-f]{64}$/)
    assert.deepEqual(await stockOf(event.id), { booked: 2, sold: [2] })
    const mail = await db.from('outbox').where('template', 'order_confirmation')
    assert.deepEqual(
      mail.map((row) => row.recipient),
      ['maria@example.com'],
    )
    const stored = await db.from('idempotency_keys').where('key', key).firstOrFail()
    assert.deepEqual([stored.response_status, stored.order_id], [201, Number(booking.id)])
    assert.equal(stored.response_body, response.text())
  })

  test('a personalized ticket gets one attendee per unit, each with its own transaction id', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 10, personalizedTicket: true }])
    const attendees = [
      { name: 'Eleni', email: 'eleni@example.com' },
      { name: 'Nikos', email: 'nikos@example.com' },
    ]
    const body = orderDocument(event, [[offers[0]!, 2]])
    body.data.attributes.lines[0] = { ...body.data.attributes.lines[0]!, attendees } as never

    const response = await postOrder(client, body)

    response.assertStatus(201)
    const rows = await db.from('attendees').where('event_id', event.id).orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.name, row.email, row.quantity]),
      [
        ['Eleni', 'eleni@example.com', 1],
        ['Nikos', 'nikos@example.com', 1],
      ],
    )
    assert.notEqual(rows[0].transaction_id, rows[1].transaction_id)
    assert.deepEqual(
      readBooking(response.body()).attendees.map((attendee) => attendee.name),
      ['Eleni', 'Nikos'],
    )
  })

  test('a paid order is pending, holds its stock and points at the checkout', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 10, priceCents: 2500 }])
    const before = Date.now()

    const response = await postOrder(client, orderDocument(event, [[offers[0]!, 3]]))

    response.assertStatus(201)
    const booking = readBooking(response.body())
    assert.equal(booking.status, 'pending')
    assert.include(booking.payment_url!, `/payments/sandbox/checkout/${booking.hash_code}?token=`)
    const holdEnds = Date.parse(booking.expires_at!)
    assert.closeTo(holdEnds - before, 15 * 60_000, 2_000)
    assert.isAbove(booking.total, 75)
    assert.isTrue(booking.attendees.every((row) => row.status === 'pending' && row.code === null))

    const order = await db.from('orders').where('id', booking.id).firstOrFail()
    assert.deepInclude(order, {
      status: 'pending',
      payment_provider: 'sandbox',
      payment_reference: `sbx_${booking.hash_code}`,
      payment_url: booking.payment_url,
    })
    const [line] = await db.from('order_lines').where('order_id', booking.id)
    assert.deepInclude(line, { unit_price_cents: 2500, quantity: 3 })
    assert.equal(order.total_cents, line.final_unit_cents * 3)
    assert.deepEqual(await stockOf(event.id), { booked: 3, sold: [3] })
    assert.equal((await orderRowsOf(event.id)).outbox, 0)
  })

  test('a provider that cannot open a checkout: 503, the order expired, its stock back', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 10, priceCents: 2500 }])
    const createCheckout = sandboxProvider.createCheckout
    sandboxProvider.createCheckout = async () => {
      throw new Error('the provider is down')
    }
    cleanup(() => {
      sandboxProvider.createCheckout = createCheckout
    })
    const key = newKey()

    const response = await postOrder(client, orderDocument(event, [[offers[0]!, 2]]), key)
    const replay = await postOrder(client, orderDocument(event, [[offers[0]!, 2]]), key)

    response.assertStatus(503)
    assert.equal(firstError(response.body()).code, 'payment_unavailable')
    replay.assertStatus(503)
    const orders = await db.from('orders').where('event_id', event.id)
    assert.deepEqual(
      orders.map((order) => [order.status, order.payment_url]),
      [['expired', null]],
    )
    assert.deepEqual(await stockOf(event.id), { booked: 0, sold: [0] })
  })
})
