import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Booking } from '@tessera/shared/public/booking'
import { useRecordTitle } from '@tessera/shared/routing/record-title'
import { useBookedEvent } from '../api/get-booked-event'
import { BookingEvent } from './booking-event'
import { BookingReceipt } from './booking-receipt'
import { BookingStatus } from './booking-status'
import { BookingTickets } from './booking-tickets'
import { CancelBooking } from './cancel-booking'

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

/**
 * A booking as its buyer sees it: number, state, the event (once its public page is read), payment
 * if due, the tickets, and cancellation. After a cancellation focus goes to the heading, so the new
 * state is read out.
 */
export function BookingView({ booking, token }: { booking: Booking; token: string }) {
  const { data: event } = useBookedEvent(booking.event_id)
  const heading = useRef<HTMLHeadingElement>(null)
  const [cancelledHere, setCancelledHere] = useState(false)
  // After the dialog has closed (it hands focus back to its opener, which is gone by then).
  useEffect(() => {
    if (cancelledHere) heading.current?.focus()
  }, [cancelledHere])
  useRecordTitle(event?.name)
  const number = booking.hash_code
  return (
    <article className="tp-page">
      <h1 ref={heading} tabIndex={-1}>
        <Trans>Booking {number}</Trans>
      </h1>
      <p>
        <BookingStatus status={booking.status} />
      </p>
      {event ? <BookingEvent event={event} /> : null}
      <PaymentDue booking={booking} />
      <BookingTickets booking={booking} />
      {event ? <BookingReceipt booking={booking} event={event} /> : null}
      {event ? (
        <CancelBooking
          booking={booking}
          event={event}
          token={token}
          onCancelled={() => setCancelledHere(true)}
        />
      ) : null}
    </article>
  )
}
