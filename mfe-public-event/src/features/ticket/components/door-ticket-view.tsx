import { Trans } from '@lingui/react/macro'
import type { DoorTicket } from '@tessera/shared/public/door-ticket'
import { useRecordTitle } from '@tessera/shared/routing/record-title'
import { Badge } from '@tessera/shared/ui/badge'
import { EventSummary } from '../../../components/event-summary'
import { TicketQr } from '../../../components/ticket-qr'

function Admission({ ticket }: { ticket: DoorTicket }) {
  const { quantity, checked_in_qty: checkedIn } = ticket
  if (checkedIn >= quantity)
    return (
      <Badge tone="neutral">
        <Trans comment="badge">Used</Trans>
      </Badge>
    )
  return (
    <Badge tone="success">
      <Trans comment="badge">Valid</Trans>
    </Badge>
  )
}

/** One ticket as the door sees it: the holder, what it admits, how many are in, and the event. */
export function DoorTicketView({ ticket }: { ticket: DoorTicket }) {
  const { name, ticket_name: ticketName, quantity, checked_in_qty: checkedIn } = ticket
  useRecordTitle(name)
  return (
    <article className="tp-page">
      <h1>{name}</h1>
      <p>
        <Admission ticket={ticket} />
      </p>
      <p>
        <Trans>
          {quantity} × {ticketName}
        </Trans>
      </p>
      <p>
        <Trans>
          Admitted: {checkedIn} of {quantity}
        </Trans>
      </p>
      <EventSummary event={ticket.event} />
      <TicketQr code={ticket.code} holder={name} ticketName={ticketName} />
    </article>
  )
}
