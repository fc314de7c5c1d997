import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { eventTicket, type EventTicket } from '@tessera/shared/schemas/event-ticket'
import type { Event } from '@tessera/shared/schemas/event'
import { EmptyState } from '@tessera/shared/ui/empty-state'
import { toast } from '@tessera/shared/ui/toast'
import { useEventChanged } from '../../../lib/events-api'
import { failureText } from '../../../lib/failure'
import { addEventTicket, useTicketTypes } from '../api/ticketing'
import { newOfferSettings } from '../lib/new-offer'
import { EventTicketCard } from './event-ticket-card'
import { TicketTypePicker } from './ticket-type-picker'
import './ticketing.css'

export type TicketingTabProps = { event: Event }

/** The event's tickets (those it includes, plus any added or removed since it was loaded). */
function useEventTickets(event: Event) {
  const [added, setAdded] = useState<EventTicket[]>([])
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const tickets = useMemo(() => {
    const loaded = (event.tickets ?? []).flatMap((item) => {
      const parsed = eventTicket.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
    const known = new Set(loaded.map((ticket) => ticket.id))
    return [...loaded, ...added.filter((ticket) => !known.has(ticket.id))].filter(
      (ticket) => !removed.has(ticket.id),
    )
  }, [event.tickets, added, removed])
  return {
    tickets,
    add: (ticket: EventTicket) => setAdded((list) => [...list, ticket]),
    remove: (id: string) => setRemoved((set) => new Set(set).add(id)),
  }
}

/**
 * The Ticketing tab of Edit Event (spec "events" §2): choose ticket types; each chosen ticket is a
 * card with its settings, which saves itself.
 */
export function TicketingTab({ event }: TicketingTabProps) {
  const { i18n } = useLingui()
  const onEventChanged = useEventChanged(event.id)
  const types = useTicketTypes()
  const { tickets, add, remove } = useEventTickets(event)
  const [adding, setAdding] = useState(false)
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
    setAdding(true)
    try {
      const settings = newOfferSettings(
        { ...cardEvent, start_at: event.start_at, end_at: event.end_at },
        new Date(),
      )
      add(await addEventTicket(event.id, ticketId, settings))
      void onEventChanged()
    } catch (error) {
      toast(failureText(error, i18n), 'danger')
    } finally {
      setAdding(false)
    }
  }

  return (
    <div className="ts-ticketing">
      <TicketTypePicker types={types.data} chosen={chosen} busy={adding} onAdd={addTicket} />
      {tickets.length === 0 ? (
        <EmptyState title={<Trans>No available tickets at the moment</Trans>}>
          <Trans>Choose a ticket type above to offer it on this event.</Trans>
        </EmptyState>
      ) : (
        <div className="ts-ticketing__cards">
          {tickets.map((ticket) => (
            <EventTicketCard key={ticket.id} ticket={ticket} event={cardEvent} onRemoved={remove} />
          ))}
        </div>
      )}
    </div>
  )
}

export default TicketingTab
