import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PublicTicket } from '@tessera/shared/public/public-event'
import { useEventDates } from '../event-dates'
import type { SectionProps } from '../page-props'
import { Section } from '../section'

/**
 * The tickets a visitor can choose from (the spec leaves this to the booking modal; a visitor
 * deciding whether to come wants them on the page): each with what the buyer pays, its description
 * and whether it is on sale, sold out, not yet on sale (from when) or no longer on sale, and how
 * many are left when few are. Nothing when the event has no tickets.
 */
export function TicketsSection({ event }: SectionProps) {
  const { t, i18n } = useLingui()
  const dates = useEventDates(event.timezone)
  if (event.tickets.length === 0) return null
  const money = new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: event.currency.toUpperCase(),
  })
  const state = (ticket: PublicTicket) => {
    const left = ticket.remaining
    switch (ticket.sale_state) {
      case 'on_sale':
        return left !== null && left <= FEW_LEFT
          ? t`${plural(left, { one: 'Only # left', other: 'Only # left' })}`
          : t`On sale`
      case 'sold_out':
        return t`Ticket is sold out`
      case 'not_yet': {
        const from = dates.day(new Date(ticket.start_sale_at))
        return t`On sale from ${from}`
      }
      case 'ended':
        return t`No longer available`
    }
  }
  return (
    <Section title={t`Tickets`} className="pe-tickets">
      <ul className="pe-tickets__list">
        {event.tickets.map((ticket) => (
          <li key={ticket.id} className="pe-tickets__item">
            <div>
              <p className="pe-tickets__name">{ticket.name}</p>
              {ticket.custom_description || ticket.description ? (
                <p className="pe-muted">{ticket.custom_description || ticket.description}</p>
              ) : null}
            </div>
            <div className="pe-tickets__meta">
              <p className="pe-tickets__price">
                {ticket.final_price > 0 ? money.format(ticket.final_price) : t`Free`}
              </p>
              <p className={`pe-tickets__state pe-tickets__state--${ticket.sale_state}`}>
                {state(ticket)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** At most this many left: the page says how many. */
const FEW_LEFT = 10
