/**
 * The checkout popup's word on a payment: the API's return page posts it to the window that
 * opened it (docs/ARCHITECTURE.md "Payments"). Only a message from the API's origins, about this
 * booking, in this shape is believed.
 */
export type PaymentOutcome = 'paid' | 'declined' | 'expired'

export type PaymentMessage = { type: 'tessera:payment'; outcome: PaymentOutcome; booking: string }

const OUTCOMES: readonly string[] = ['paid', 'declined', 'expired']

export function paymentOutcome(
  message: MessageEvent,
  apiOrigins: readonly string[],
  bookingNumber: string,
): PaymentOutcome | null {
  if (!apiOrigins.includes(message.origin)) return null
  const data = message.data as Partial<PaymentMessage> | null
  if (!data || typeof data !== 'object' || data.type !== 'tessera:payment') return null
  if (data.booking !== bookingNumber || !OUTCOMES.includes(data.outcome ?? '')) return null
  return data.outcome as PaymentOutcome
}

/**
 * The checkout's address with the host page's origin (`origin=`), the one window the API's return
 * page may tell the outcome to (it checks the origin against `PAYMENT_OPENER_ORIGINS`).
 */
export function checkoutUrl(paymentUrl: string, pageOrigin: string): string {
  const url = new URL(paymentUrl)
  url.searchParams.set('origin', pageOrigin)
  return url.toString()
}

/**
 * Whose messages about this booking are believed: the API the widget calls, and the API's public
 * address (`APP_URL`), where every return page is (docs/DECISIONS.md "One canonical origin"): the
 * booking link's origin. They differ when the widget's script came from another name of the same
 * server.
 */
export function apiOrigins(base: string, bookingUrl: string | null): string[] {
  const origins = [new URL(base).origin]
  if (bookingUrl) origins.push(new URL(bookingUrl).origin)
  return origins
}
