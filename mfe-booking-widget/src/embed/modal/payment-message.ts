/**
 * The checkout popup's word on a payment: the API's return page posts it to the window that
 * opened it (docs/ARCHITECTURE.md "Payments"). Only a message from the API's origin, about this
 * booking, in this shape is believed.
 */
export type PaymentOutcome = 'paid' | 'declined' | 'expired'

export type PaymentMessage = { type: 'tessera:payment'; outcome: PaymentOutcome; booking: string }

const OUTCOMES: readonly string[] = ['paid', 'declined', 'expired']

export function paymentOutcome(
  message: MessageEvent,
  apiOrigin: string,
  bookingNumber: string,
): PaymentOutcome | null {
  if (message.origin !== apiOrigin) return null
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
