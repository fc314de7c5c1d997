import { useLingui } from '@lingui/react/macro'
import type { PublicTicket } from '@tessera/shared/public/public-event'
import { formatMoney } from './money'

type TicketRowProps = {
  ticket: PublicTicket
  currency: string
  quantity: number
  /** Why more cannot be added beyond the ticket's own limits (free and paid are never mixed). */
  blocked: boolean
  onChange: (quantity: number) => void
}

/** The most one booking may take of a ticket: its per-person maximum, else what remains. */
export function maxQuantity(ticket: PublicTicket): number {
  const limits = [ticket.max_quantity_per_person, ticket.remaining].filter(
    (limit): limit is number => limit !== null,
  )
  return limits.length > 0 ? Math.min(...limits) : 99
}

/** One ticket of the Tickets step: name, final price, sale state and the quantity stepper. */
export function TicketRow({ ticket, currency, quantity, blocked, onChange }: TicketRowProps) {
  const { t, i18n } = useLingui()
  const max = ticket.sale_state === 'on_sale' ? maxQuantity(ticket) : 0
  const price =
    ticket.final_price === 0 ? t`Free` : formatMoney(ticket.final_price, currency, i18n.locale)
  const state = {
    on_sale: null,
    sold_out: t`Ticket is sold out`,
    ended: t`Ticket is sold out`,
    not_yet: t`Not on sale yet`,
  }[ticket.sale_state]
  const nameId = `ticket-${ticket.id}`
  const name = ticket.name
  return (
    <div className="ticket" role="group" aria-labelledby={nameId}>
      <div>
        <p id={nameId}>
          <strong>{ticket.name}</strong>
        </p>
        <p>{price}</p>
        {(ticket.custom_description || ticket.description) && (
          <p className="muted">{ticket.custom_description || ticket.description}</p>
        )}
        {state && <p className="muted">{state}</p>}
      </div>
      {state === null && (
        <div className="stepper">
          <button
            type="button"
            aria-label={t`Fewer ${name}`}
            disabled={quantity <= 0}
            onClick={() => onChange(quantity - 1)}
          >
            −
          </button>
          <output aria-live="polite" aria-label={t`Quantity of ${name}`}>
            {quantity}
          </output>
          <button
            type="button"
            aria-label={t`More ${name}`}
            disabled={blocked || quantity >= max}
            onClick={() => onChange(quantity + 1)}
          >
            +
          </button>
        </div>
      )}
    </div>
  )
}
