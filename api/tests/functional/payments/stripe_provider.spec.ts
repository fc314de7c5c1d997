import { test } from '@japa/runner'
import { StripeProvider } from '#services/payments/stripe_provider'
import { StripeStandin, checkoutOrder, useStripe } from '#tests/support/stripe_standin'
import { useAccountsFixtures } from '#tests/helpers'
import { endCheckouts } from '#services/payments/checkout_expiry'
import { paidBooking } from '#tests/support/booking_factory'

test.group('StripeProvider against a loopback Stripe', (group) => {
  useAccountsFixtures(group)
  const standin = StripeStandin.forGroup(group)

  test('a checkout session with the server prices, opened for at least 30 minutes', async ({
    assert,
  }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const holdEnd = new Date(Date.now() + 15 * 60_000)
    const checkout = await stripe.createCheckout(checkoutOrder('BK7STRIPE', holdEnd))
    const sent = standin.requests.at(-1)!
    assert.equal(sent.path, '/v1/checkout/sessions')
    assert.equal(sent.idempotencyKey, 'checkout_BK7STRIPE')
    assert.equal(sent.params.mode, 'payment')
    assert.equal(sent.params['line_items[0][price_data][unit_amount]'], '2100')
    assert.equal(sent.params['line_items[0][quantity]'], '2')
    assert.equal(sent.params['line_items[1][price_data][unit_amount]'], '1120')
    assert.equal(sent.params['line_items[0][price_data][currency]'], 'eur')
    assert.equal(sent.params.client_reference_id, 'BK7STRIPE')
    assert.equal(sent.params.locale, 'el')
    const expiresAt = Number(sent.params.expires_at) * 1000
    assert.isAtLeast(expiresAt, Date.now() + 29 * 60_000)
    assert.isAtMost(expiresAt, Date.now() + 31 * 60_000)
    assert.match(
      sent.params.success_url,
      /\/payments\/return\/BK7STRIPE\?token=.+&outcome=paid&origin=https%3A%2F%2Forganizer\.example$/,
    )
    assert.match(sent.params.cancel_url, /outcome=declined/)
    assert.equal(standin.sessions.get(checkout.reference)?.amount_total, 5_320)
    assert.equal(checkout.url, standin.sessions.get(checkout.reference)?.url)

    const later = new Date(Date.now() + 90 * 60_000)
    await new StripeProvider('sk_test_organizer').createCheckout(checkoutOrder('BK8', later))
    assert.equal(
      Number(standin.requests.at(-1)!.params.expires_at),
      Math.ceil(later.getTime() / 1000),
    )
  })

  test('expireCheckout ends an open session and leaves a paid one', async ({ assert }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const open = await stripe.createCheckout(checkoutOrder('BK9'))
    await stripe.expireCheckout(open.reference)
    assert.equal(standin.sessions.get(open.reference)?.status, 'expired')
    await stripe.expireCheckout(open.reference)

    const paid = await stripe.createCheckout(checkoutOrder('BK10'))
    standin.pay(paid.reference)
    await stripe.expireCheckout(paid.reference)
    assert.equal(standin.sessions.get(paid.reference)?.status, 'complete')
    assert.notOk(
      standin.requests.some((request) => request.path.endsWith(`${paid.reference}/expire`)),
    )
  })

  test("refund gives back the session's payment once", async ({ assert }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const checkout = await stripe.createCheckout(checkoutOrder('BK11'))
    standin.pay(checkout.reference)
    const first = await stripe.refund(checkout.reference, 5_320)
    const again = await stripe.refund(checkout.reference, 5_320)
    assert.equal(again.id, first.id)
    const refund = standin.requests.filter((request) => request.path === '/v1/refunds')
    assert.equal(refund.at(-1)?.params.payment_intent, `pi_${checkout.reference}`)
    assert.equal(refund.at(-1)?.params.amount, '5320')
    assert.equal(refund.at(-1)?.idempotencyKey, `refund_${checkout.reference}_5320`)
  })

  test('endCheckouts ends the Stripe session of a released hold, and only that one', async ({
    assert,
  }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const released = await stripe.createCheckout(checkoutOrder('HOLD1'))
    const open = await stripe.createCheckout(checkoutOrder('HOLD2'))
    const order = await paidBooking({
      provider: 'stripe',
      reference: released.reference,
      status: 'expired',
    })
    await useStripe(order.organizer.id)
    await endCheckouts([
      { id: order.orderId, provider: 'stripe', reference: released.reference },
      { id: order.orderId, provider: 'sandbox', reference: 'sbx_HOLD3' },
    ])
    assert.equal(standin.sessions.get(released.reference)?.status, 'expired')
    assert.equal(standin.sessions.get(open.reference)?.status, 'open')
  })
})
