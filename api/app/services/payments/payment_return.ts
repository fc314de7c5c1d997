import { appUrl } from '#config/app'
import { paymentsConfig } from '#config/payments'
import { bookingToken } from '#services/orders/booking_token'

/** How a checkout ended, as the return page tells the window that opened it. */
export type CheckoutOutcome = 'paid' | 'declined'

export function isCheckoutOutcome(value: unknown): value is CheckoutOutcome {
  return value === 'paid' || value === 'declined'
}

/**
 * The origin a checkout popup may report to (`postMessage` target), or null. The widget passes its
 * page's origin when it opens the checkout; it must be a bare http(s) origin and, unless
 * `PAYMENT_OPENER_ORIGINS` is `*`, one of the configured origins (the API's own origin always is).
 */
export function openerOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 255) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value) return null
  const allowed = paymentsConfig.openerOrigins
  if (allowed === '*' || allowed.includes(value) || new URL(appUrl).origin === value) return value
  return null
}

/** `{APP_URL}/payments/return/{hash_code}?token=…&outcome=…[&origin=…]`, on the API's origin. */
export function paymentReturnUrl(
  hashCode: string,
  outcome: CheckoutOutcome,
  origin: string | null,
): string {
  const query = new URLSearchParams({ token: bookingToken(hashCode), outcome })
  if (origin) query.set('origin', origin)
  return `${appUrl}/payments/return/${hashCode}?${query}`
}
