import { hkdfSync } from 'node:crypto'
import { appKey, appUrl } from '#config/app'
import { bookingToken } from '#services/orders/booking_token'
import type {
  ProviderRefund,
  Checkout,
  CheckoutOrder,
  PaymentEvent,
  PaymentProvider,
} from '#services/payments/payment_provider'
import { isValidWebhookSignature } from '#services/payments/webhook_signature'

/** The sandbox's webhook secret, derived from APP_KEY (its checkout page signs with the same). */
export const sandboxWebhookSecret = Buffer.from(
  hkdfSync('sha256', appKey.release(), '', 'tessera sandbox webhook', 32),
).toString('hex')

/**
 * The built-in provider (the default; works without internet): its checkout is a page the API
 * serves, `/payments/sandbox/checkout/{hash_code}?token=…`, with Pay and Decline, which posts the
 * same kind of signed webhook a real provider sends. The reference of a checkout is `sbx_{hash_code}`.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    const query = new URLSearchParams({ token: bookingToken(order.hashCode) })
    if (order.openerOrigin) query.set('origin', order.openerOrigin)
    return {
      url: `${appUrl}/payments/sandbox/checkout/${order.hashCode}?${query}`,
      reference: `sbx_${order.hashCode}`,
    }
  }

  /** The sandbox page reads the order's state, so a checkout ends with its hold: nothing to do. */
  async expireCheckout(): Promise<void> {}

  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent {
    const header = headers['tessera-signature']
    if (!isValidWebhookSignature(sandboxWebhookSecret, rawBody, String(header ?? ''))) {
      throw new Error('invalid sandbox webhook signature')
    }
    return JSON.parse(rawBody.toString('utf8')) as PaymentEvent
  }

  /** One refund per checkout and amount, as Stripe's idempotency key makes it: the same id again. */
  async refund(reference: string, amountCents: number): Promise<{ id: string }> {
    return { id: `sbx_re_${reference}_${amountCents}` }
  }

  /** The sandbox has no dashboard: its only refunds are Tessera's own, already recorded. */
  async refundsOf(): Promise<ProviderRefund[]> {
    return []
  }
}

export const sandboxProvider = new SandboxProvider()
