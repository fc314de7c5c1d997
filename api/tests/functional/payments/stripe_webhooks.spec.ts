import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import { encryptedSecret } from '#services/payments/payment_secret'
import { StripeProvider } from '#services/payments/stripe_provider'
import { countRows, firstError, useAccountsFixtures } from '#tests/helpers'
import { StripeStandin, checkoutOrder, useStripe } from '#tests/support/stripe_standin'
import { orderRow, paidBooking, paymentEventRows } from '#tests/support/booking_factory'

const URL = '/api/v1/payments/stripe/webhook'
const SECRET = 'whsec_test_tessera'

function sessionEvent(id: string, type: string, sessionId: string, amount = 5_200) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: amount,
      },
    },
  })
}

const signed = (payload: string, timestamp?: number, secret = SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

/** Delivers `payload` with a `Stripe-Signature` header (signed now with the endpoint's secret). */
const deliver = (client: ApiClient, payload: string, header = signed(payload)) =>
  client.post(URL).header('stripe-signature', header).unsafeJson(payload)

test.group('POST /payments/stripe/webhook (the real SDK, a loopback Stripe)', (group) => {
  useAccountsFixtures(group)
  const standin = StripeStandin.forGroup(group, SECRET)

  test('checkout.session.completed completes the order; forged or stale is 400', async ({
    client,
    assert,
  }) => {
    const { orderId, reference } = await paidBooking({ provider: 'stripe' })
    const payload = sessionEvent('evt_completed_1', 'checkout.session.completed', reference)
    const now = Math.floor(Date.now() / 1000)
    for (const header of [signed(payload, now, 'whsec_forged'), signed(payload, now - 301)]) {
      const refused = await deliver(client, payload, header)
      refused.assertStatus(400)
      assert.equal(firstError(refused.body()).code, 'invalid_signature')
    }
    assert.equal((await orderRow(orderId)).status, 'pending')
    const response = await deliver(client, payload)
    response.assertStatus(200)
    assert.equal((await orderRow(orderId)).status, 'completed')
    const replay = await deliver(client, payload)
    replay.assertStatus(200)
    assert.equal(await countRows('payment_events', { provider: 'stripe' }), 1)
  })

  test('checkout.session.expired expires the order; other events are recorded only', async ({
    client,
    assert,
  }) => {
    const { orderId, reference } = await paidBooking({ provider: 'stripe' })
    const expired = sessionEvent('evt_expired_1', 'checkout.session.expired', reference)
    ;(await deliver(client, expired)).assertStatus(200)
    assert.equal((await orderRow(orderId)).status, 'expired')
    const other = sessionEvent('evt_other_1', 'customer.created', reference)
    ;(await deliver(client, other)).assertStatus(200)
    assert.deepEqual(
      (await paymentEventRows(orderId)).map((row) => row.kind),
      ['expired'],
    )
    assert.equal(await countRows('payment_events', { event_id: 'evt_other_1', kind: 'ignored' }), 1)
  })

  test("a late payment the stock cannot take is refunded through the organizer's Stripe", async ({
    client,
    assert,
  }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const checkout = await stripe.createCheckout(checkoutOrder('LATE1'))
    standin.pay(checkout.reference)
    const { orderId, event, organizer } = await paidBooking({
      provider: 'stripe',
      reference: checkout.reference,
      status: 'expired',
      holdMinutes: -10,
    })
    await db.from('events').where('id', event.id).update({ total_capacity: 12 })
    await useStripe(organizer.id)
    const payload = sessionEvent('evt_late_1', 'checkout.session.completed', checkout.reference)
    const response = await deliver(client, payload)
    response.assertStatus(200)
    const refunds = standin.requests.filter((request) => request.path === '/v1/refunds')
    assert.lengthOf(refunds, 1)
    assert.equal(refunds[0].params.payment_intent, `pi_${checkout.reference}`)
    assert.equal(refunds[0].params.amount, '5200')
    const order = await orderRow(orderId)
    assert.equal(order.status, 'expired')
    assert.equal(order.refunded_cents, 5_200)
    assert.deepEqual(
      (await paymentEventRows(orderId)).map((row) => [row.kind, row.amount_cents]),
      [
        ['late_paid_refund_due', 5_200],
        ['refund', 5_200],
      ],
    )
  })

  test("an organizer's own endpoint checks their signing secret and reaches only their orders", async ({
    client,
    assert,
  }) => {
    const ORGANIZER_SECRET = 'whsec_organizer_own_endpoint'
    const mine = await paidBooking({ provider: 'stripe' })
    const theirs = await paidBooking({ provider: 'stripe' })
    await db
      .from('users')
      .where('id', mine.organizer.id)
      .update({ payment_webhook_secret_encrypted: encryptedSecret(ORGANIZER_SECRET) })
    const endpoint = `${URL}/${mine.organizer.uuid}`
    const send = (url: string, payload: string, secret: string) =>
      client
        .post(url)
        .header('stripe-signature', signed(payload, undefined, secret))
        .unsafeJson(payload)

    const other = sessionEvent('evt_own_0', 'checkout.session.completed', theirs.reference)
    ;(await send(endpoint, other, ORGANIZER_SECRET)).assertStatus(200)
    assert.equal((await orderRow(theirs.orderId)).status, 'pending')
    const payload = sessionEvent('evt_own_1', 'checkout.session.completed', mine.reference)
    const deployment = await send(endpoint, payload, SECRET)
    deployment.assertStatus(400)
    assert.equal(firstError(deployment.body()).code, 'invalid_signature')
    ;(await send(`${URL}/${theirs.organizer.uuid}`, payload, SECRET)).assertStatus(404)
    assert.equal((await orderRow(mine.orderId)).status, 'pending')
    ;(await send(endpoint, payload, ORGANIZER_SECRET)).assertStatus(200)
    assert.equal((await orderRow(mine.orderId)).status, 'completed')
  })
})
