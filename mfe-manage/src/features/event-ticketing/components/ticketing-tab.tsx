import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { eventTicket, type EventTicket } from '@tessera/shared/schemas/event-ticket'
import type { Event } from '@tessera/shared/schemas/event'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../../lib/failure'
import { useAddEventTicket } from '../api/event-ticket-cache'
import { useTicketTypes } from '../api/ticketing'
import { newOfferSettings } from '../lib/new-offer'
import { EventTicketCard } from './event-ticket-card'
import { TicketTypePicker } from './ticket-type-picker'
import './ticketing.css'

export type TicketingTabProps = { event: Event }

/** The event's tickets, as the cached event lists them. */
const ticketsOf = (event: Event): EventTicket[] =>
  (event.tickets ?? []).flatMap((item) => {
    const parsed = eventTicket.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })

/**
 * The Ticketing tab of Edit Event (spec "events" §2): choose ticket types; each chosen ticket is a
 * card with its settings, which saves itself.
 */
export function TicketingTab({ event }: TicketingTabProps) {
  const { i18n } = useLingui()
  const types = useTicketTypes()
  const adding = useAddEventTicket(event.id)
  const tickets = useMemo(() => ticketsOf(event), [event])
  const chosen = useMemo(
    () => new Set(tickets.flatMap((ticket) => (ticket.ticket ? [ticket.ticket.id] : []))),
    [tickets],
  )
  const cardEvent = {
    id: event.id,
    event_type: event.event_type,
    total_capacity: event.total_capacity ?? -1,
    timezone: event.timezone,
    currency: event.currency,
    organizer_role: event.organizer_role,
  }

  const addTicket = async (ticketId: string) => {
    const offer = { ...cardEvent, start_at: event.start_at, end_at: event.end_at }
    try {
      await adding.mutateAsync({ ticketId, settings: newOfferSettings(offer, new Date()) })
    } catch (error) {
      toast(failureText(error, i18n), 'danger')
    }
  }

  return (
    <div className="ts-ticketing">
      <TicketTypePicker
        types={types.data}
        chosen={chosen}
        busy={adding.isPending}
        onAdd={addTicket}
      />
      {tickets.length === 0 ? (
        <EmptyState title={<Trans>No available tickets at the moment</Trans>}>
          <Trans>Choose a ticket type above to offer it on this event.</Trans>
        </EmptyState>
      ) : (
        <div className="ts-ticketing__cards">
          {tickets.map((ticket) => (
            <EventTicketCard key={ticket.id} ticket={ticket} event={cardEvent} />
          ))}
        </div>
      )}
    </div>
  )
}

export default TicketingTab
