import { Trans, useLingui } from '@lingui/react/macro'
import { errorText } from '@tessera/shared/errors/messages'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import type { Draft } from './draft'
import type { FieldErrors } from './rules'
import { TicketRow } from './ticket-row'

type TicketsStepProps = {
  event: PublicEvent
  draft: Draft
  errors: FieldErrors
  showErrors: boolean
  onChange: (draft: Draft) => void
}

/**
 * Step 0, Tickets (spec "events" §4): a stepper per ticket on sale, the consent ticked as soon as
 * a ticket is chosen, free and paid never mixed (the other kind's steppers stop while one is chosen).
 */
export function TicketsStep({ event, draft, errors, showErrors, onChange }: TicketsStepProps) {
  const { i18n } = useLingui()
  if (event.tickets.length === 0)
    return (
      <p>
        <Trans>No available tickets at the moment</Trans>
      </p>
    )
  const chosen = event.tickets.filter((ticket) => (draft.quantities[ticket.id] ?? 0) > 0)
  const chosenPaid = chosen.some((ticket) => ticket.final_price > 0)
  const setQuantity = (id: string, quantity: number) => {
    const quantities = { ...draft.quantities, [id]: quantity }
    const any = Object.values(quantities).some((n) => n > 0)
    onChange({ ...draft, quantities, consent: any ? draft.consent || quantity > 0 : false })
  }
  const blocked = (price: number) => chosen.length > 0 && chosenPaid !== price > 0
  const shown = showErrors ? Object.values(errors) : []
  return (
    <>
      {event.tickets.map((ticket) => (
        <TicketRow
          key={ticket.id}
          ticket={ticket}
          currency={event.currency}
          quantity={draft.quantities[ticket.id] ?? 0}
          blocked={blocked(ticket.final_price)}
          onChange={(quantity) => setQuantity(ticket.id, quantity)}
        />
      ))}
      {event.tickets.some((ticket) => blocked(ticket.final_price)) && (
        <p className="muted">
          <Trans>Free and paid tickets are booked separately.</Trans>
        </p>
      )}
      <label className="consent">
        <input
          type="checkbox"
          checked={draft.consent}
          onChange={(e) => onChange({ ...draft, consent: e.currentTarget.checked })}
        />
        <span>
          <Trans>I agree that the organizer receives my details to manage this booking.</Trans>
        </span>
      </label>
      <div role="alert">
        {shown.map((issue) => (
          <p className="error" key={issue.pointer}>
            {errorText(i18n, issue.code, issue.values)}
          </p>
        ))}
      </div>
    </>
  )
}
