import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { escapeHtml } from '../html.js'
import { translate } from '../i18n/translate.js'
import type { OrderStatus } from '../public/booking.js'
import { formatCents, paymentPage } from './payment-page.js'

/** What the sandbox checkout shows: one pending order and where its buttons post. */
export type SandboxCheckout = {
  bookingNumber: string
  eventName: string
  status: OrderStatus
  currency: string
  totalCents: number
  lines: { ticketName: string; quantity: number; finalUnitCents: number }[]
  minutesLeft: number
  /** Where Pay and Decline post, and the hidden fields they carry. */
  action: string
  fields: Record<string, string>
}

const stateTexts = {
  completed: msg`This booking is already paid.`,
  expired: msg`The time to pay for this booking has run out. Its tickets were released.`,
  cancelled: msg`This booking was cancelled.`,
} as const

function linesTable(i18n: I18n, checkout: SandboxCheckout): string {
  const rows = checkout.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.ticketName)}</td><td class="n">${line.quantity}</td>` +
        `<td class="n">${escapeHtml(formatCents(i18n, line.finalUnitCents * line.quantity, checkout.currency))}</td></tr>`,
    )
    .join('')
  const total = escapeHtml(formatCents(i18n, checkout.totalCents, checkout.currency))
  return (
    `<table><thead><tr><th scope="col">${escapeHtml(translate(i18n, msg`Ticket`))}</th>` +
    `<th scope="col" class="n">${escapeHtml(translate(i18n, msg`Quantity`))}</th>` +
    `<th scope="col" class="n">${escapeHtml(translate(i18n, msg`Amount`))}</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">` +
    `${escapeHtml(translate(i18n, msg`Total`))}</th><td class="n"><strong>${total}</strong></td>` +
    `</tr></tfoot></table>`
  )
}

function buttons(i18n: I18n, checkout: SandboxCheckout): string {
  const hidden = Object.entries(checkout.fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')
  const left = translate(
    i18n,
    msg`Your tickets are held for you. Time left to pay: {minutes} min.`,
    {
      minutes: checkout.minutesLeft,
    },
  )
  return (
    `<p class="note">${escapeHtml(left)}</p>` +
    `<form method="post" action="${escapeHtml(checkout.action)}">${hidden}` +
    `<button class="primary" type="submit" name="decision" value="pay">` +
    `${escapeHtml(translate(i18n, msg`Pay`))}</button>` +
    `<button class="secondary" type="submit" name="decision" value="decline">` +
    `${escapeHtml(translate(i18n, msg`Decline`))}</button></form>`
  )
}

/**
 * The sandbox provider's checkout page (docs/ARCHITECTURE.md "Payments"): the order, its total
 * and the time left of its hold, with Pay and Decline; a paid, expired or cancelled order shows
 * its state instead of the buttons.
 */
export function sandboxCheckoutHtml(i18n: I18n, checkout: SandboxCheckout): string {
  const title = translate(i18n, msg`Pay for booking {bookingNumber}`, checkout)
  const open = checkout.status === 'pending' && checkout.minutesLeft > 0
  const state = checkout.status === 'pending' ? stateTexts.expired : stateTexts[checkout.status]
  const body =
    `<h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(translate(i18n, msg`Test payment: no money is taken.`))}</p>` +
    `<h2>${escapeHtml(checkout.eventName)}</h2>${linesTable(i18n, checkout)}` +
    (open ? buttons(i18n, checkout) : `<p role="status">${escapeHtml(translate(i18n, state))}</p>`)
  return paymentPage(i18n, { title, body })
}
