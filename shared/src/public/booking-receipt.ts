import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import { REFUND_POLICY_DAYS, type RefundPolicy } from '../domain/events/constants.js'
import { fromCents } from '../domain/fees/money.js'
import { translate } from '../i18n/translate.js'
import type { PublicVenue } from './public-event.js'

/**
 * What a booking's receipt says (issue 26 item 4): the confirmation e-mail and the booking page
 * write it with these functions, so both say the same in the buyer's language. Money in integer
 * cents of the event's currency, as stored (`shared/src/domain/fees/money.ts`).
 */
export type ReceiptLine = {
  ticketName: string
  quantity: number
  /** The ticket's price of one unit, before the service fee. */
  unitPriceCents: number
}

export type ReceiptAmounts = {
  currency: string
  lines: ReceiptLine[]
  /** The service fee the buyer paid on top of the prices, all units together. */
  feeCents: number
  totalCents: number
}

const formats = new Map<string, Intl.NumberFormat>()

/** An amount in cents as `locale` writes it in `currency` (one `Intl.NumberFormat` per pair, kept). */
export function formatCents(locale: string, cents: number, currency: string): string {
  const key = `${locale}|${currency}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
    if (formats.size >= 100) formats.clear()
    formats.set(key, format)
  }
  return format.format(fromCents(cents))
}

/**
 * What was bought, line by line: for a paid booking each line's units, price and amount, then the
 * service fee (when there is one) and the total; for a free one only the units of each line.
 * `paid`: whether the total was paid (a pending booking's total is still to pay).
 */
export function receiptLines(i18n: I18n, amounts: ReceiptAmounts, paid = true): string[] {
  const { currency, lines, feeCents, totalCents } = amounts
  const money = (cents: number) => formatCents(i18n.locale, cents, currency)
  if (totalCents <= 0) {
    return lines.map(({ ticketName, quantity }) =>
      translate(i18n, msg`{quantity} × {ticketName}`, { quantity, ticketName }),
    )
  }
  return [
    ...lines.map(({ ticketName, quantity, unitPriceCents }) =>
      translate(i18n, msg`{quantity} × {ticketName} at {price}: {amount}`, {
        quantity,
        ticketName,
        price: money(unitPriceCents),
        amount: money(unitPriceCents * quantity),
      }),
    ),
    ...(feeCents > 0
      ? [translate(i18n, msg`Service fee: {amount}`, { amount: money(feeCents) })]
      : []),
    paid
      ? translate(i18n, msg`Total paid: {amount}`, { amount: money(totalCents) })
      : translate(i18n, msg`Total to pay: {amount}`, { amount: money(totalCents) }),
  ]
}

/**
 * The refund policy in words, as `decideCancellation` applies it: a free booking cancels any time
 * before the start; a paid one by the event's policy (1–3: a full refund up to 1, 7 or 30 days
 * before the event's day; 4: the organizer decides; 5: none).
 */
export function refundTerms(i18n: I18n, policy: RefundPolicy, paid: boolean): string {
  if (!paid) return translate(i18n, msg`You can cancel this booking until the event starts.`)
  const days = REFUND_POLICY_DAYS[policy]
  if (days !== null)
    return translate(
      i18n,
      msg`You can cancel for a full refund up to {days, plural, one {# day} other {# days}} before the day of the event.`,
      { days },
    )
  if (policy === 5) return translate(i18n, msg`Tickets for this event are not refundable.`)
  return translate(
    i18n,
    msg`The organizer has not set a refund policy: write to them about a refund.`,
  )
}

/** Whether the buyer can cancel online under these terms (free, or policies 1–3). */
export const cancellableOnline = (policy: RefundPolicy, paid: boolean): boolean =>
  !paid || REFUND_POLICY_DAYS[policy] !== null

/** What a code shared by a party says: "Admits 2 people"; null for one person. */
export function admitsText(i18n: I18n, quantity: number): string | null {
  if (quantity <= 1) return null
  return translate(i18n, msg`Admits {quantity, plural, one {# person} other {# people}}`, {
    quantity,
  })
}

/** Who organizes the event, and where to write to them. */
export function organizerText(i18n: I18n, organizerName: string): string {
  return translate(i18n, msg`Organized by {organizerName}`, { organizerName })
}

/** The address of a venue on OpenStreetMap: its point, else a search for its address. */
export function venueMapUrl(
  venue: Pick<PublicVenue, 'address_name' | 'postal_code' | 'city' | 'country' | 'lat' | 'long'>,
): string {
  if (venue.lat !== null && venue.long !== null)
    return `https://www.openstreetmap.org/?mlat=${venue.lat}&mlon=${venue.long}#map=16/${venue.lat}/${venue.long}`
  const query = [venue.address_name, venue.postal_code, venue.city, venue.country]
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query.filter(Boolean).join(', '))}`
}
