import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import type { PaymentEvent } from '#services/payments/payment_provider'
import { sandboxWebhookSecret } from '#services/payments/sandbox_provider'
import { signWebhook } from '#services/payments/webhook_signature'
import { countRows, firstError, useAccountsFixtures } from '#tests/helpers'
import { orderRow, paidBooking, paymentEventRows } from '#tests/support/booking_factory'

const URL = '/api/v1/payments/sandbox/webhook'

function sandboxEvent(
  reference: string,
  kind: PaymentEvent['kind'],
  id = `evt_${reference}_${kind}`,
) {
  return JSON.stringify({ id, kind, reference, amountCents: kind === 'paid' ? 5_200 : null })
}

/** Delivers `body` with a `Tessera-Signature` header (signed now as the sandbox signs). */
const deliver = (
  client: ApiClient,
  body: string,
  signature = signWebhook(sandboxWebhookSecret, body),
) => client.post(URL).header('tessera-signature', signature).unsafeJson(body)

test.group('POST /payments/sandbox/webhook', (group) => {
  useAccountsFixtures(group)

  test('a forged, stale or unsigned event is 400 invalid_signature and changes nothing', async ({
    client,
    assert,
  }) => {
    const { orderId, reference } = await paidBooking()
    const body = sandboxEvent(reference, 'paid')
    const stale = new Date(Date.now() - 301_000)
    for (const signature of [
      signWebhook('not-the-secret', body),
      signWebhook(sandboxWebhookSecret, body, stale),
      signWebhook(sandboxWebhookSecret, body.replace('5200', '1')),
      '',
    ]) {
      const response = await deliver(client, body, signature)
      response.assertStatus(400)
      assert.equal(firstError(response.body()).code, 'invalid_signature')
    }
    assert.equal((await orderRow(orderId)).status, 'pending')
    assert.equal(await countRows('payment_events'), 0)
  })

  test('paid completes the order once; a replay answers 200 and changes nothing', async ({
    client,
    assert,
  }) => {
    const { orderId, reference } = await paidBooking()
    const body = sandboxEvent(reference, 'paid')
    const first = await deliver(client, body)
    first.assertStatus(200)
    assert.equal(first.body().meta.applied, 'paid')
    const completed = await orderRow(orderId)
    assert.equal(completed.status, 'completed')
    assert.isNotNull(completed.paid_at)
    const [attendee] = await db.from('attendees').where('order_id', orderId)
    assert.equal(attendee.status, 'completed')
    assert.match(attendee.code, /^[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/)
    assert.match(attendee.code_hash, /^[0-9a-f]{64}$/)
    const replay = await deliver(client, body)
    replay.assertStatus(200)
    assert.equal(replay.body().meta.applied, 'replayed')
    assert.deepEqual(await orderRow(orderId), completed)
    const mails = await db.from('outbox').where({ template: 'order_confirmation' })
    assert.deepEqual(
      mails.map((mail) => mail.recipient),
      ['maria@example.com'],
    )
    const events = await paymentEventRows(orderId)
    assert.deepEqual(
      events.map((row) => [row.provider, row.kind, row.amount_cents]),
      [['sandbox', 'paid', 5_200]],
    )
  })

  test('expired ends the hold: the order expires', async ({ client, assert }) => {
    const { orderId, reference } = await paidBooking()
    const body = sandboxEvent(reference, 'expired')
    const response = await deliver(client, body)
    response.assertStatus(200)
    assert.equal((await orderRow(orderId)).status, 'expired')
  })

  test('a late payment completes an expired order while the stock can take it', async ({
    client,
    assert,
  }) => {
    const { orderId, reference } = await paidBooking({ status: 'expired', holdMinutes: -5 })
    const body = sandboxEvent(reference, 'paid')
    const response = await deliver(client, body)
    response.assertStatus(200)
    assert.equal(response.body().meta.applied, 'late_paid_revived')
    const order = await orderRow(orderId)
    assert.equal(order.status, 'completed')
    assert.equal(order.refunded_cents, 0)
  })

  test('a late payment the stock cannot take is refunded in full, once', async ({
    client,
    assert,
  }) => {
    const { orderId, reference, event } = await paidBooking({ status: 'expired', holdMinutes: -5 })
    await db.from('events').where('id', event.id).update({ total_capacity: 13 })
    const body = sandboxEvent(reference, 'paid')
    const response = await deliver(client, body)
    response.assertStatus(200)
    assert.equal(response.body().meta.applied, 'late_paid_refund_due')
    ;(await deliver(client, body)).assertStatus(200)
    const order = await orderRow(orderId)
    assert.equal(order.status, 'expired')
    assert.equal(order.refunded_cents, 5_200)
    const events = await paymentEventRows(orderId)
    assert.deepEqual(
      events.map((row) => [row.kind, row.event_id, row.amount_cents]),
      [
        ['late_paid_refund_due', `evt_${reference}_paid`, 5_200],
        ['refund', `sbx_re_${reference}_5200`, 5_200],
      ],
    )
  })

  test('an event about no known checkout is recorded; an unknown provider is 404', async ({
    client,
    assert,
  }) => {
    const body = sandboxEvent('sbx_NOSUCH', 'paid')
    const response = await deliver(client, body)
    response.assertStatus(200)
    assert.equal(await countRows('payment_events'), 1)
    const unknown = await client.post('/api/v1/payments/paypal/webhook').unsafeJson(body)
    unknown.assertStatus(404)
  })
})
