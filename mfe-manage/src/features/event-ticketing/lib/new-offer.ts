import { formatWallTime } from '@tessera/shared/domain/events/time'
import type { EventTicketInput } from '@tessera/shared/schemas/event-ticket'
import type { CardEvent } from './ticket-values'

type OfferEvent = CardEvent & { start_at: string; end_at: string }

/**
 * The first settings of a ticket added to an event: free, fee passed on, on sale from now until the
 * event ends (wall times in the event's zone); quantity the event's capacity, or unlimited, or 1
 * for an in-person event without a capacity (it needs a count).
 */
export function newOfferSettings(event: OfferEvent, now: Date): EventTicketInput {
  const start = formatWallTime(now, event.timezone)
  const eventEnd = event.end_at.slice(0, 19).replace('T', ' ')
  const needsCount = event.event_type === 'physical' || event.event_type === 'hybrid'
  const total = event.total_capacity !== -1 ? event.total_capacity : needsCount ? 1 : -1
  return {
    price: 0,
    absorb_service_fee: 0,
    total_quantity: total,
    sale_range: [start, eventEnd > start ? eventEnd : start],
  }
}
