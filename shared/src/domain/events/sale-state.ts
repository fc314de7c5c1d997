import { UNLIMITED } from './constants.js'
import { dayBounds, type DayBounds } from './time.js'

export const SALE_STATES = ['on_sale', 'sold_out', 'not_yet', 'ended'] as const
export type SaleState = (typeof SALE_STATES)[number]

export type SaleFacts = {
  start_sale_at: Date
  end_sale_at: Date
  total_quantity: number
  sold_quantity: number
}

/** Units still for sale; `null` when unlimited (-1). Never negative. */
export function remaining(
  ticket: Pick<SaleFacts, 'total_quantity' | 'sold_quantity'>,
): number | null {
  if (ticket.total_quantity === UNLIMITED) return null
  return Math.max(0, ticket.total_quantity - ticket.sold_quantity)
}

/**
 * Whether a ticket can be bought now (spec "events" §4 "Ticket sale state"): before the first sale
 * day `not_yet`, after the last `ended` (days inclusive, in the event's time zone), otherwise
 * `sold_out` when nothing remains, else `on_sale`. The spec's "sold quantity does not exceed the
 * total" would keep a ticket with nothing left on sale; here it is on sale while one unit remains.
 */
export function saleState(ticket: SaleFacts, now: Date, timeZone: string): SaleState {
  return saleStateOn(ticket, dayBounds(now, timeZone))
}

/**
 * `saleState` against today's bounds in the event's zone (`dayBounds`), worked out once for all
 * the tickets of an event: a sale that starts after today is `not_yet`, one that ended before it
 * `ended`. Plain instant comparisons, no time-zone work per ticket.
 */
export function saleStateOn(ticket: SaleFacts, today: DayBounds): SaleState {
  if (ticket.start_sale_at.getTime() >= today.end) return 'not_yet'
  if (ticket.end_sale_at.getTime() < today.start) return 'ended'
  const left = remaining(ticket)
  return left === null || left > 0 ? 'on_sale' : 'sold_out'
}
