import { Trans, useLingui } from '@lingui/react/macro'
import { admitsText } from '@tessera/shared/public/booking-receipt'
import type { Booking, BookingAttendee } from '@tessera/shared/public/booking'
import { routePath } from '@tessera/shared/routing/routes'
import { TicketQr } from '../../../components/ticket-qr'

function BookingTicket({ attendee }: { attendee: BookingAttendee }) {
  const { i18n } = useLingui()
  const { name, ticket_name: ticketName, quantity, code } = attendee
  const admits = code ? admitsText(i18n, quantity) : null
  return (
    <li className="tp-ticket">
      <h3>{name}</h3>
      <p>
        <Trans>
          {quantity} × {ticketName}
        </Trans>
      </p>
      {code ? (
        <>
          <TicketQr code={code} holder={name} ticketName={ticketName} />
          {admits ? <p className="tp-ticket__admits">{admits}</p> : null}
          <a href={routePath('publicTicket', { code })}>
            <Trans>Open this ticket</Trans>
          </a>
        </>
      ) : null}
    </li>
  )
}

/**
 * The booking's tickets, one per attendee. Their QR codes show only while the booking is
 * confirmed: a cancelled ticket's code no longer opens the door.
 */
export function BookingTickets({ booking }: { booking: Booking }) {
  const confirmed = booking.status === 'completed'
  return (
    <section aria-labelledby="tp-tickets-title">
      <h2 id="tp-tickets-title">
        <Trans>Tickets</Trans>
      </h2>
      <ul className="tp-tickets">
        {booking.attendees.map((attendee) => (
          <BookingTicket
            key={attendee.id}
            attendee={confirmed ? attendee : { ...attendee, code: null }}
          />
        ))}
      </ul>
    </section>
  )
}
