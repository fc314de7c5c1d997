import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { readBooking } from '@tessera/shared/public/booking'
import type { RefundPolicy } from '@tessera/shared/domain/events/constants'
import { sqlInstant } from '#lib/utc_date_time'
import { bookingToken } from '#services/orders/booking_token'
import { seedBooking } from '#tests/support/booking_factory'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from '../public/fixtures.js'

const cancellation = (hash: string, token = bookingToken(hash)) =>
  `/api/v1/public/bookings/${hash}/cancellation?token=${encodeURIComponent(token)}`

/**
 * A booking of 3 units (2 + 1) of the fixture's ticket for an event starting in `days` days under
 * `policy`; paid through the sandbox, or free.
 */
async function booked({
  policy,
  days = 10,
  paid,
}: {
  policy: RefundPolicy
  days?: number
  paid: boolean
}) {
  const { event, offer } = await publishedEvent('public')
  await db
    .from('events')
    .where('id', event.id)
    .update({
      refund_policy: policy,
      start_at: sqlInstant(db.connection(), DateTime.utc().plus({ days })),
      end_at: sqlInstant(db.connection(), DateTime.utc().plus({ days, hours: 2 })),
    })
  if (!paid) await db.from('event_tickets').where('id', offer.id).update({ price_cents: 0 })
  offer.priceCents = paid ? offer.priceCents : 0
  const booking = await seedBooking(event, offer, {
    attendees: [
      { name: 'Maria Papadopoulou', quantity: 2 },
      { name: 'Nikos Georgiou', quantity: 1 },
    ],
  })
  if (paid)
    await db
      .from('orders')
      .where('id', booking.orderId)
      .update({ payment_provider: 'sandbox', payment_reference: `sbx_${booking.hashCode}` })
  return { event, offer, booking }
}

async function state(orderId: number, eventId: number, offerId: number) {
  const order = await db.from('orders').where('id', orderId).first()
  return {
    status: order.status as string,
    refunded: Number(order.refunded_cents),
    attendees: (await db.from('attendees').where('order_id', orderId).select('status')).map(
      (row) => row.status as string,
    ),
    sold: Number((await db.from('event_tickets').where('id', offerId).first()).sold_quantity),
    booked: Number((await db.from('events').where('id', eventId).first()).booked_quantity),
    refunds: await db.from('payment_events').where({ order_id: orderId, kind: 'refund' }),
    mails: await db.from('outbox').where('template', 'order_cancellation'),
  }
}

test.group('POST /public/bookings/{hash_code}/cancellation', (group) => {
  useAccountsFixtures(group)

  test('a free booking cancels any time before the start: stock back, tickets void, an e-mail', async ({
    client,
    assert,
  }) => {
    const { event, offer, booking } = await booked({ policy: 5, paid: false })
    const before = await state(booking.orderId, event.id, offer.id)
    const response = await client.post(cancellation(booking.hashCode))
    response.assertStatus(200)
    assert.equal(readBooking(response.body()).status, 'cancelled')
    const after = await state(booking.orderId, event.id, offer.id)
    assert.equal(after.status, 'cancelled')
    assert.deepEqual(after.attendees, ['cancelled', 'cancelled'])
    assert.equal(after.sold, before.sold - 3)
    assert.equal(after.booked, before.booked - 3)
    assert.lengthOf(after.refunds, 0)
    assert.equal(after.refunded, 0)
    assert.lengthOf(after.mails, 1)
    assert.equal(after.mails[0].recipient, 'maria@buyer.example')
    assert.include(after.mails[0].subject, `Booking ${booking.hashCode} cancelled`)
    assert.notInclude(after.mails[0].text_body, 'refunding')
    const again = await client.post(cancellation(booking.hashCode))
    again.assertStatus(409)
    assert.equal(firstError(again.body()).code, 'already_cancelled')
  })

  test('a paid booking within its window is refunded in full through the provider, once', async ({
    client,
    assert,
  }) => {
    const { event, offer, booking } = await booked({ policy: 2, days: 10, paid: true })
    const total = offer.priceCents * 3
    const responses = await Promise.all([
      client.post(cancellation(booking.hashCode)),
      client.post(cancellation(booking.hashCode)),
    ])
    assert.sameMembers(
      responses.map((response) => response.status()),
      [200, 409],
    )
    const after = await state(booking.orderId, event.id, offer.id)
    assert.equal(after.status, 'cancelled')
    assert.equal(after.refunded, total)
    assert.lengthOf(after.refunds, 1)
    assert.equal(after.refunds[0].provider, 'sandbox')
    assert.equal(Number(after.refunds[0].amount_cents), total)
    assert.lengthOf(after.mails, 1)
    assert.include(after.mails[0].text_body, 'We are refunding')
  })

  for (const [name, policy, days, code] of [
    ['no refunds (5)', 5, 10, 'cancellation_not_allowed'],
    ['the organizer decides (4)', 4, 10, 'cancellation_not_allowed'],
    ['7 days, 3 days before', 2, 3, 'refund_window_closed'],
    ['1 day, after the start', 1, -1, 'cancellation_not_allowed'],
  ] as const) {
    test(`a paid booking under ${name} is refused and nothing changes`, async ({
      client,
      assert,
    }) => {
      const { event, offer, booking } = await booked({ policy, days, paid: true })
      const before = await state(booking.orderId, event.id, offer.id)
      const response = await client.post(cancellation(booking.hashCode))
      response.assertStatus(409)
      assert.equal(firstError(response.body()).code, code)
      assert.deepEqual(await state(booking.orderId, event.id, offer.id), before)
    })
  }

  test('a paid booking with nothing to refund through is 503, and nothing changes', async ({
    client,
    assert,
  }) => {
    const { event, offer, booking } = await booked({ policy: 1, paid: true })
    await db.from('orders').where('id', booking.orderId).update({ payment_reference: null })
    const before = await state(booking.orderId, event.id, offer.id)
    const response = await client.post(cancellation(booking.hashCode))
    response.assertStatus(503)
    assert.equal(firstError(response.body()).code, 'payment_unavailable')
    assert.deepEqual(await state(booking.orderId, event.id, offer.id), before)
  })

  test('a wrong token is not found, and nothing changes', async ({ client, assert }) => {
    const { event, offer, booking } = await booked({ policy: 5, paid: false })
    const before = await state(booking.orderId, event.id, offer.id)
    for (const token of ['', 'nope', bookingToken('OtherCode0')]) {
      const response = await client.post(cancellation(booking.hashCode, token))
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
    assert.deepEqual(await state(booking.orderId, event.id, offer.id), before)
  })
})
