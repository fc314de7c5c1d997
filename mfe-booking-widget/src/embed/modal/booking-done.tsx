import { Trans } from '@lingui/react/macro'
import type { Booking } from '@tessera/shared/public/booking'

/** The booking number (spec "events" §8: the success popup shows it; an e-mail follows). */
export function BookingDone({ booking }: { booking: Booking }) {
  return (
    <div role="status">
      <p>
        <Trans>Your booking is confirmed. Your booking number:</Trans>
      </p>
      <p className="number">{booking.hash_code}</p>
      <p>
        <Trans>We are sending your tickets to your email.</Trans>
      </p>
    </div>
  )
}
