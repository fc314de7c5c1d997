import { useLingui } from '@lingui/react/macro'
import type { SaleState } from '@tessera/shared/domain/events/sale-state'
import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import { Badge, type BadgeTone } from '@tessera/shared/ui/badge'

type Offer = Partial<EventTicket> & { id: string }

/** The tickets of an event with their price and sale state (spec "events" §4 "Ticket sale state"). */
export function EventTicketsList({ tickets, currency }: { tickets: Offer[]; currency: string }) {
  const { t, i18n } = useLingui()
  if (tickets.length === 0) return <p>{t`No available tickets at the moment`}</p>
  const money = new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  })
  const states: Record<SaleState, { label: string; tone: BadgeTone }> = {
    on_sale: { label: t`On sale`, tone: 'success' },
    sold_out: { label: t`Ticket is sold out`, tone: 'danger' },
    not_yet: { label: t`Not yet available`, tone: 'info' },
    ended: { label: t`No longer available`, tone: 'neutral' },
  }
  return (
    <ul className="ts-ticket-list">
      {tickets.map((ticket) => {
        const state = ticket.sale_state ? states[ticket.sale_state] : null
        const price = ticket.final_price ?? ticket.price ?? 0
        return (
          <li key={ticket.id} className="ts-ticket-list__item">
            <div>
              <p className="ts-ticket-list__name">{ticket.name ?? t`Ticket`}</p>
              {ticket.custom_description || ticket.description ? (
                <p className="ts-field__hint">{ticket.custom_description || ticket.description}</p>
              ) : null}
            </div>
            <div className="ts-ticket-list__meta">
              <span className="ts-ticket-list__price">
                {price > 0 ? money.format(price) : t`Free`}
              </span>
              {state ? <Badge tone={state.tone}>{state.label}</Badge> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
