import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import { recordRefund } from '#services/payments/payment_event_rows'
import { StripeProvider } from '#services/payments/stripe_provider'
import { countRows, useAccountsFixtures } from '#tests/helpers'
import { StripeStandin, checkoutOrder, useStripe } from '#tests/support/stripe_standin'
import { orderRow, paidBooking, paymentEventRows } from '#tests/support/booking_factory'

const URL = '/api/v1/payments/stripe/webhook'
const SECRET = 'whsec_test_tessera'

/** Stripe's event for a charge of `paymentIntent`, `amountRefunded` refunded in all so far. */
const chargeRefunded = (id: string, paymentIntent: string, amountRefunded: number) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${paymentIntent}`,
        object: 'charge',
        payment_intent: paymentIntent,
        amount_refunded: amountRefunded,
      },
    },
  })

const completed = (id: string, sessionId: string, paymentIntent: string) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        amount_total: 5_200,
      },
    },
  })

const deliver = (client: ApiClient, payload: string) =>
  client
    .post(URL)
    .header(
      'stripe-signature',
      Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    )
    .unsafeJson(payload)

const stockOf = async (eventId: number) => {
  const event = await db.from('events').where('id', eventId).select('booked_quantity').first()
  return Number(event.booked_quantity)
}

test.group('charge.refunded: refunds made in Stripe (the real SDK, a loopback Stripe)', (group) => {
  useAccountsFixtures(group)
  const standin = StripeStandin.forGroup(group, SECRET)

  /** A completed Stripe order of 52.00 (two units), its payment intent kept at completion. */
  async function completedOrder(name: string) {
    const checkout = await new StripeProvider('sk_test_organizer').createCheckout(
      checkoutOrder(name),
    )
    const paymentIntent = standin.pay(checkout.reference).payment_intent!
    const order = await paidBooking({ provider: 'stripe', reference: checkout.reference })
    await useStripe(order.organizer.id)
    return { ...order, paymentIntent }
  }

  test('the order keeps its payment; a partial refund is recorded once, the full one cancels it', async ({
    client,
    assert,
  }) => {
    const { orderId, reference, paymentIntent, event } = await completedOrder('OUT1')
    ;(await deliver(client, completed('evt_paid_out1', reference, paymentIntent))).assertStatus(200)
    assert.equal((await orderRow(orderId)).payment_capture, paymentIntent)
    assert.equal(await stockOf(event.id), 14)

    const first = standin.refundInDashboard(paymentIntent, 2_000)
    standin.refundInDashboard(paymentIntent, 900, 'failed')
    const partial = chargeRefunded('evt_refund_out1', paymentIntent, 2_000)
    ;(await deliver(client, partial)).assertStatus(200)
    ;(await deliver(client, partial)).assertStatus(200)
    let order = await orderRow(orderId)
    assert.equal(order.status, 'completed')
    assert.equal(order.refunded_cents, 2_000)
    assert.equal(await stockOf(event.id), 14)

    const second = standin.refundInDashboard(paymentIntent, 3_200)
    ;(await deliver(client, chargeRefunded('evt_refund_out2', paymentIntent, 5_200))).assertStatus(
      200,
    )
    order = await orderRow(orderId)
    assert.equal(order.status, 'cancelled')
    assert.equal(order.refunded_cents, 5_200)
    assert.equal(await stockOf(event.id), 12)
    const attendees = await db.from('attendees').where('order_id', orderId).select('status')
    assert.deepEqual(
      attendees.map((row) => row.status),
      ['cancelled'],
    )
    assert.deepEqual(
      (await paymentEventRows(orderId)).map((row) => [row.event_id, row.kind, row.amount_cents]),
      [
        ['evt_paid_out1', 'paid', 5_200],
        ['evt_refund_out1', 'refunded', 2_000],
        [first.id, 'refund', 2_000],
        ['evt_refund_out2', 'refunded', 5_200],
        [second.id, 'refund', 3_200],
      ],
    )
    assert.equal(await countRows('outbox', { template: 'order_cancellation' }), 1)
  })

  test('a refund Tessera made is not counted again; an unknown payment is recorded only', async ({
    client,
    assert,
  }) => {
    const { orderId, reference, paymentIntent } = await completedOrder('OUT2')
    ;(await deliver(client, completed('evt_paid_out2', reference, paymentIntent))).assertStatus(200)
    const payer = new StripeProvider('sk_test_organizer')
    const own = await payer.refund(reference, 1_000)
    await db.transaction(async (trx) => {
      await recordRefund(trx, {
        provider: 'stripe',
        id: own.id,
        orderId,
        amountCents: 1_000,
        at: new Date(),
      })
    })
    ;(await deliver(client, chargeRefunded('evt_refund_out3', paymentIntent, 1_000))).assertStatus(
      200,
    )
    assert.equal((await orderRow(orderId)).refunded_cents, 1_000)
    assert.equal((await orderRow(orderId)).status, 'completed')

    ;(await deliver(client, chargeRefunded('evt_refund_out4', 'pi_unknown', 500))).assertStatus(200)
    const unknown = await db.from('payment_events').where('event_id', 'evt_refund_out4').first()
    assert.equal(unknown.kind, 'refunded')
    assert.isNull(unknown.order_id)
  })
})
