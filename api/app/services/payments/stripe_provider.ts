import Stripe from 'stripe'
import { paymentsConfig } from '#config/payments'
import type {
  Checkout,
  CheckoutOrder,
  PaymentEvent,
  PaymentProvider,
  ProviderRefund,
} from '#services/payments/payment_provider'
import { paymentReturnUrl } from '#services/payments/payment_return'
import { WEBHOOK_TOLERANCE_SECONDS } from '#services/payments/webhook_signature'

/** A Checkout Session lives at least this long (Stripe's minimum `expires_at`). */
const SESSION_MINIMUM_MS = 30 * 60_000

/** The SDK's connection: Stripe itself, or `STRIPE_API_URL` (a loopback stand-in in tests). */
function clientOptions(): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false }
  if (!paymentsConfig.stripeApiUrl) return options
  const url = new URL(paymentsConfig.stripeApiUrl)
  return {
    ...options,
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  }
}

/** The id of an expandable field (a payment intent given as its id or as the object). */
const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** A verified Stripe event, reduced to what Tessera acts on (docs/ARCHITECTURE.md "Payments"). */
export function stripePaymentEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = {
    id: event.id,
    kind: 'ignored',
    reference: null,
    amountCents: null,
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      if (session.payment_status !== 'paid') return ignored
      return {
        id: event.id,
        kind: 'paid',
        reference: session.id,
        amountCents: session.amount_total,
        capture: idOf(session.payment_intent),
      }
    }
    case 'checkout.session.expired':
      return { id: event.id, kind: 'expired', reference: event.data.object.id, amountCents: null }
    case 'charge.refunded': {
      const charge = event.data.object
      const capture = idOf(charge.payment_intent)
      if (!capture) return ignored
      return { ...ignored, kind: 'refunded', amountCents: charge.amount_refunded, capture }
    }
    default:
      return ignored
  }
}

/**
 * Checks the `Stripe-Signature` of a webhook with the endpoint's secret (the deployment's, or an
 * organizer's own endpoint's; 300 s tolerance) and parses it; throws on anything forged or stale.
 */
export function verifyStripeWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secret = paymentsConfig.stripeWebhookSecret,
): PaymentEvent {
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
  const signature = headers['stripe-signature']
  if (typeof signature !== 'string') throw new Error('no Stripe-Signature header')
  return stripePaymentEvent(
    Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS),
  )
}

/**
 * The card gateway (spec's gateway 2) through Stripe Checkout, with the organizer's secret key. A
 * session cannot end before 30 minutes, so it is opened for max(hold end, now + 30 min) and
 * expired by Tessera when the hold ends (`expireCheckout`). Fulfilment comes from the webhook.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const
  private readonly stripe: Stripe

  constructor(secretKey: string) {
    this.stripe = new Stripe(secretKey, clientOptions())
  }

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    const origin = order.openerOrigin ?? null
    const expiresAt = Math.max(order.expiresAt.getTime(), Date.now() + SESSION_MINIMUM_MS)
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: order.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: line.finalUnitCents,
            product_data: { name: `${order.eventName}: ${line.ticketName}` },
          },
        })),
        customer_email: order.buyerEmail,
        client_reference_id: order.hashCode,
        metadata: { booking: order.hashCode },
        locale: order.locale === 'el' ? 'el' : 'en',
        expires_at: Math.ceil(expiresAt / 1000),
        success_url: paymentReturnUrl(order.hashCode, 'paid', origin),
        cancel_url: paymentReturnUrl(order.hashCode, 'declined', origin),
      },
      { idempotencyKey: `checkout_${order.hashCode}` },
    )
    if (!session.url) throw new Error('Stripe answered a session without a URL')
    return { url: session.url, reference: session.id }
  }

  /** Ends an open session; one already completed or expired is left as it is. */
  async expireCheckout(reference: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(reference)
    if (session.status === 'open') await this.stripe.checkout.sessions.expire(reference)
  }

  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent {
    return verifyStripeWebhook(rawBody, headers)
  }

  async refund(reference: string, amountCents: number): Promise<{ id: string }> {
    const session = await this.stripe.checkout.sessions.retrieve(reference)
    const paymentIntent = idOf(session.payment_intent)
    if (!paymentIntent) throw new Error(`Stripe session ${reference} has no payment`)
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount: amountCents },
      { idempotencyKey: `refund_${reference}_${amountCents}` },
    )
    return { id: refund.id }
  }

  async refundsOf(capture: string): Promise<ProviderRefund[]> {
    const refunds = await this.stripe.refunds
      .list({ payment_intent: capture, limit: 100 })
      .autoPagingToArray({ limit: 10_000 })
    return refunds
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .map((refund) => ({ id: refund.id, amountCents: refund.amount }))
  }
}
