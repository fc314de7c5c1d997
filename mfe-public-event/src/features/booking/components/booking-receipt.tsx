import { Trans, useLingui } from '@lingui/react/macro'
import { toCents } from '@tessera/shared/domain/fees/money'
import { formatCents, receiptLines, refundTerms } from '@tessera/shared/public/booking-receipt'
import type { Booking } from '@tessera/shared/public/booking'
import type { PublicEvent } from '@tessera/shared/public/public-event'

/**
 * What the booking cost and the terms to cancel it, in the words of the confirmation e-mail
 * (`shared/src/public/booking-receipt.ts`): for a paid booking each line, the service fee and the
 * total (and what was refunded); the refund policy while the booking is live.
 */
export function BookingReceipt({ booking, event }: { booking: Booking; event: PublicEvent }) {
  const { i18n } = useLingui()
  const totalCents = toCents(booking.total)
  const paid = totalCents > 0
  const live = booking.status === 'completed' || booking.status === 'pending'
  const lines = paid
    ? receiptLines(
        i18n,
        {
          currency: booking.currency,
          lines: booking.lines.map((line) => ({
            ticketName: line.ticket_name,
            quantity: line.quantity,
            unitPriceCents: toCents(line.unit_price),
          })),
          feeCents: toCents(booking.fee),
          totalCents,
        },
        booking.status !== 'pending',
      )
    : []
  const refunded = booking.refunded > 0 ? toCents(booking.refunded) : 0
  if (!paid && !live) return null
  const amount = formatCents(i18n.locale, refunded, booking.currency)
  return (
    <section aria-labelledby="tp-receipt-title">
      <h2 id="tp-receipt-title">{paid ? <Trans>Payment</Trans> : <Trans>Cancellation</Trans>}</h2>
      {lines.length > 0 ? (
        <ul className="tp-receipt">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {refunded > 0 ? (
        <p>
          <Trans>Refunded: {amount}</Trans>
        </p>
      ) : null}
      {live ? <p>{refundTerms(i18n, event.refund_policy, paid)}</p> : null}
    </section>
  )
}
