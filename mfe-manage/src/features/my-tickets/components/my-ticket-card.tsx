import { Trans, useLingui } from '@lingui/react/macro'
import { eventDateFormat, knownTimeZone } from '@tessera/shared/domain/events/event-date-format'
import type { MyTicket } from '@tessera/shared/public/my-ticket'
import { ticketQrPath } from '@tessera/shared/public/ticket-links'
import { routePath } from '@tessera/shared/routing/routes'
import { Badge } from '@tessera/shared/ui/badge'

/**
 * One ticket of My tickets: the event (a link to its public page), when and where, the ticket and
 * its holder, how many it admits and how many are in, its QR code (loaded as it scrolls into
 * view), the ticket's page and the event's calendar file.
 */
export function MyTicketCard({ ticket, now }: { ticket: MyTicket; now: number }) {
  const { t, i18n } = useLingui()
  const { event } = ticket
  const zone = knownTimeZone(event.timezone) ?? 'UTC'
  const format = eventDateFormat(i18n.locale, zone)
  const start = new Date(event.start_at)
  const past = new Date(event.end_at).getTime() < now
  const titleId = `my-ticket-${ticket.id}`
  const ticketName = ticket.ticket_name
  const holder = ticket.name
  const admits = ticket.quantity
  const inside = ticket.checked_in_qty
  return (
    <li className="ts-my-ticket">
      <article className="ts-card ts-my-ticket__card" aria-labelledby={titleId}>
        <div className="ts-my-ticket__about">
          <h2 id={titleId} className="ts-my-ticket__event">
            {ticket.event_url ? <a href={ticket.event_url}>{event.name}</a> : event.name}
          </h2>
          {past ? <Badge>{t({ message: 'Past', comment: 'badge' })}</Badge> : null}
          <p>
            <time dateTime={event.start_at}>
              {format.day(start)} · {format.time(start)}
            </time>{' '}
            <span className="ts-my-ticket__muted">({zone})</span>
          </p>
          {event.venue ? <p>{event.venue}</p> : null}
          {event.event_type === 'virtual' ? (
            <p>
              <Trans>Online event</Trans>
            </p>
          ) : null}
          <p className="ts-my-ticket__ticket">
            <Trans>
              {ticketName} for {holder}
            </Trans>
          </p>
          <p>
            <Trans>
              Admits {admits}, checked in {inside}
            </Trans>
          </p>
          <div className="ts-my-ticket__actions">
            <a
              className="ts-btn ts-btn--secondary ts-btn--sm"
              href={routePath('publicTicket', { code: ticket.code })}
            >
              {t({ message: 'Open ticket', comment: 'button' })}
            </a>
            {ticket.calendar_url ? (
              <a
                className="ts-btn ts-btn--secondary ts-btn--sm"
                href={ticket.calendar_url}
                download
              >
                {t({ message: 'Add to calendar', comment: 'button' })}
              </a>
            ) : null}
          </div>
        </div>
        <img
          className="ts-my-ticket__qr"
          src={ticketQrPath(ticket.code)}
          alt={t`QR code of the ticket ${ticketName} for ${holder}`}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
        />
      </article>
    </li>
  )
}
