import { test } from '@japa/runner'
import { paymentsConfig } from '#config/payments'
import type { CheckoutOrder } from '#services/payments/payment_provider'
import { StripeProvider } from '#services/payments/stripe_provider'
import { StripeStandin } from '#tests/support/stripe_standin'

const order = (expiresAt: Date): CheckoutOrder => ({
  id: 7,
  hashCode: 'BK7STRIPE',
  eventName: 'Harbour Jazz',
  currency: 'EUR',
  totalCents: 5_320,
  buyerEmail: 'maria@example.com',
  locale: 'el',
  expiresAt,
  lines: [
    { ticketName: 'Standing', quantity: 2, finalUnitCents: 2_100 },
    { ticketName: 'Seat', quantity: 1, finalUnitCents: 1_120 },
  ],
  openerOrigin: 'https://organizer.example',
})

test.group('StripeProvider against a loopback Stripe', (group) => {
  let standin: StripeStandin
  const original = { ...paymentsConfig }
  group.setup(async () => {
    standin = await StripeStandin.start()
    paymentsConfig.stripeApiUrl = standin.url
    return async () => {
      Object.assign(paymentsConfig, original)
      await standin.close()
    }
  })

  test('a checkout session with the server prices, opened for at least 30 minutes', async ({
    assert,
  }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const holdEnd = new Date(Date.now() + 15 * 60_000)
    const checkout = await stripe.createCheckout(order(holdEnd))
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
    await new StripeProvider('sk_test_organizer').createCheckout({
      ...order(later),
      hashCode: 'BK8',
    })
    assert.equal(
      Number(standin.requests.at(-1)!.params.expires_at),
      Math.ceil(later.getTime() / 1000),
    )
  })

  test('expireCheckout ends an open session and leaves a paid one', async ({ assert }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const open = await stripe.createCheckout({ ...order(new Date()), hashCode: 'BK9' })
    await stripe.expireCheckout(open.reference)
    assert.equal(standin.sessions.get(open.reference)?.status, 'expired')
    await stripe.expireCheckout(open.reference)

    const paid = await stripe.createCheckout({ ...order(new Date()), hashCode: 'BK10' })
    standin.pay(paid.reference)
    await stripe.expireCheckout(paid.reference)
    assert.equal(standin.sessions.get(paid.reference)?.status, 'complete')
    assert.notOk(
      standin.requests.some((request) => request.path.endsWith(`${paid.reference}/expire`)),
    )
  })

  test("refund gives back the session's payment once", async ({ assert }) => {
    const stripe = new StripeProvider('sk_test_organizer')
    const checkout = await stripe.createCheckout({ ...order(new Date()), hashCode: 'BK11' })
    standin.pay(checkout.reference)
    const first = await stripe.refund(checkout.reference, 5_320)
    const again = await stripe.refund(checkout.reference, 5_320)
    assert.equal(again.id, first.id)
    const refund = standin.requests.filter((request) => request.path === '/v1/refunds')
    assert.equal(refund.at(-1)?.params.payment_intent, `pi_${checkout.reference}`)
    assert.equal(refund.at(-1)?.params.amount, '5320')
    assert.equal(refund.at(-1)?.idempotencyKey, `refund_${checkout.reference}_5320`)
  })
})
