/**
 * What Tessera needs from a payment provider (docs/ARCHITECTURE.md "Payments"). One implementation
 * per provider: `sandbox` (built in, the default), `stripe`, `cart`. The order code never speaks to
 * a provider directly, only through this interface; fulfilment comes from the verified webhook,
 * never from the return page.
 */
export type ProviderName = 'sandbox' | 'stripe' | 'cart'

/** What a provider needs to open a checkout for a pending order. */
export type CheckoutOrder = {
  id: number
  /** The booking number. */
  hashCode: string
  eventName: string
  currency: string
  totalCents: number
  buyerEmail: string
  locale: string
  /** When the hold ends: the checkout must not accept a payment after it. */
  expiresAt: Date
  lines: { ticketName: string; quantity: number; finalUnitCents: number }[]
  /**
   * The origin of the page that will open the checkout popup (the widget's host page, from the
   * `Origin` of `POST /orders`), when known: the return page reports the outcome to it.
   */
  openerOrigin?: string | null
}

export type Checkout = {
  /** Where the buyer pays (opened in a popup by the widget). */
  url: string
  /** The provider's id of the checkout (`orders.payment_reference`). */
  reference: string
}

/** A verified webhook, reduced to what Tessera acts on. */
export type PaymentEvent = {
  /** The provider's unique event id: each is applied once (`payment_events`). */
  id: string
  kind: 'paid' | 'expired' | 'refunded' | 'ignored'
  /** The checkout it is about (`orders.payment_reference`), when any. */
  reference: string | null
  amountCents: number | null
  /**
   * The payment itself (`orders.payment_capture`: Stripe's payment intent), on a `paid` event, and
   * what a `refunded` event names instead of the checkout.
   */
  capture?: string | null
}

/** A refund the provider holds for a payment, made by Tessera or in the provider's dashboard. */
export type ProviderRefund = { id: string; amountCents: number }

export interface PaymentProvider {
  readonly name: ProviderName
  createCheckout(order: CheckoutOrder): Promise<Checkout>
  /** Ends a checkout early (the hold ran out or the order was cancelled); idempotent. */
  expireCheckout(reference: string): Promise<void>
  /** Verifies the signature (300 s tolerance) and parses the event; throws on anything forged. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent
  /** Refunds `amountCents` of a paid checkout; answers the provider's refund id. */
  refund(reference: string, amountCents: number): Promise<{ id: string }>
  /** Every refund of a payment (`capture`) that has not failed, wherever it was made. */
  refundsOf(capture: string): Promise<ProviderRefund[]>
}
