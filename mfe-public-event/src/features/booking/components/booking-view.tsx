import { Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '@tessera/shared/public/booking'
import { BookingEvent } from './booking-event'
import { BookingStatus } from './booking-status'
import { BookingTickets } from './booking-tickets'

function PaymentDue({ booking }: { booking: Booking }) {
  const { i18n } = useLingui()
  if (booking.status !== 'pending' || !booking.payment_url) return null
  const until = booking.expires_at
    ? i18n.date(new Date(booking.expires_at), { dateStyle: 'medium', timeStyle: 'short' })
    : null
  return (
    <div className="tp-actions">
      <a className="ts-btn ts-btn--primary ts-btn--md" href={booking.payment_url}>
        <Trans>Pay now</Trans>
      </a>
      {until ? (
        <p className="tp-muted">
          <Trans>Your tickets are held until {until}.</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** A booking as its buyer sees it: number, state, the event, payment if due, and the tickets. */
export function BookingView({ booking }: { booking: Booking }) {
  const number = booking.hash_code
  return (
    <article className="tp-page">
      <h1>
        <Trans>Booking {number}</Trans>
      </h1>
      <p>
        <BookingStatus status={booking.status} />
      </p>
      <BookingEvent eventId={booking.event_id} />
      <PaymentDue booking={booking} />
      <BookingTickets booking={booking} />
    </article>
  )
}
