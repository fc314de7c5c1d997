import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { escapeHtml } from '../html.js'
import { translate } from '../i18n/translate.js'
import type { OrderStatus } from '../public/booking.js'
import { paymentPage } from './payment-page.js'

/** The message the return page posts to the window that opened the checkout. */
export type PaymentOutcomeMessage = {
  type: 'tessera:payment'
  booking: string
  outcome: 'paid' | 'declined'
}

/** What the return page shows and reports. */
export type PaymentReturn = {
  bookingNumber: string
  outcome: 'paid' | 'declined'
  status: OrderStatus
  /** The opener's origin the outcome is posted to; null: nothing is posted. */
  origin: string | null
  bookingUrl: string
  script: string
}

const statusTexts = {
  completed: msg`Your payment was received and your booking is confirmed. Your tickets are on their way by e-mail.`,
  pending: msg`We are waiting for the payment provider to confirm your payment. Your tickets will follow by e-mail.`,
  expired: msg`Your booking was not paid in time and its tickets were released.`,
  cancelled: msg`This booking was cancelled.`,
} as const

/**
 * `GET /payments/return/{hash_code}`: the page a checkout ends on, on the API's origin. Its script
 * (`/payments/return.js`) posts the outcome to `window.opener` at the opener's origin only and
 * shows a close button; without an opener the page links to the booking.
 */
export function paymentReturnHtml(i18n: I18n, page: PaymentReturn): string {
  const declined = page.outcome === 'declined' && page.status !== 'completed'
  const title = declined
    ? translate(i18n, msg`Payment not completed`)
    : translate(i18n, msg`Booking {bookingNumber}`, page)
  const text = declined
    ? translate(i18n, msg`You did not complete the payment. No money was taken.`)
    : translate(i18n, statusTexts[page.status])
  const message: PaymentOutcomeMessage = {
    type: 'tessera:payment',
    booking: page.bookingNumber,
    outcome: page.outcome,
  }
  const body =
    `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(text)}</p>` +
    `<div id="payment-return" data-origin="${escapeHtml(page.origin ?? '')}" ` +
    `data-message="${escapeHtml(JSON.stringify(message))}">` +
    `<button class="primary" type="button" hidden>${escapeHtml(translate(i18n, msg`Close this window`))}</button>` +
    `<a class="button secondary" href="${escapeHtml(page.bookingUrl)}">` +
    `${escapeHtml(translate(i18n, msg`See your booking`))}</a></div>`
  return paymentPage(i18n, { title, body, script: page.script })
}
