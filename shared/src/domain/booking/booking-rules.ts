import type { ParsedOrderInput } from '../../schemas/order.js'
import { UNLIMITED } from '../events/constants.js'
import { remaining, saleStateOn } from '../events/sale-state.js'
import { dayBounds, type DayBounds } from '../events/time.js'
import { lineAttendeeIssues } from './attendee-rules.js'
import {
  ORDER_ATTRIBUTES,
  type BookingFacts,
  type BookingIssue,
  type BookingTicketFacts,
} from './booking-facts.js'
import { isBookingEmail } from './email-address.js'

type OrderLine = ParsedOrderInput['lines'][number]

const LINES = `${ORDER_ATTRIBUTES}/lines`

/** Units of the order across its lines. */
export function orderUnits(order: Pick<ParsedOrderInput, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0)
}

function orderIssues(order: ParsedOrderInput, facts: BookingFacts): BookingIssue[] {
  const issues: BookingIssue[] = []
  if (order.event_id !== facts.event.id)
    issues.push({ code: 'not_found', pointer: `${ORDER_ATTRIBUTES}/event_id` })
  if (order.consent !== true)
    issues.push({ code: 'consent_required', pointer: `${ORDER_ATTRIBUTES}/consent` })
  if (!isBookingEmail(order.buyer.email))
    issues.push({ code: 'invalid_email', pointer: `${ORDER_ATTRIBUTES}/buyer/email` })
  const units = orderUnits(order)
  if (units < 1) issues.push({ code: 'required', pointer: LINES })
  const { total_capacity: capacity, booked_quantity: booked } = facts.event
  if (capacity !== UNLIMITED && units > Math.max(0, capacity - booked))
    issues.push({ code: 'capacity_reached', pointer: LINES })
  const prices = order.lines.map((line) => facts.tickets.get(line.event_ticket_id)?.price_cents)
  if (
    prices.some((price) => price === 0) &&
    prices.some((price) => price !== undefined && price > 0)
  )
    issues.push({ code: 'mixed_free_and_paid', pointer: LINES })
  return issues
}

/**
 * The stock rules of one line, counting the units of the same ticket on earlier lines (`before`):
 * on sale today in the event's zone (`sale_not_open`), at most `max_quantity_per_person`
 * (`quantity_over_limit`) and at most what remains (`sold_out`), each reported on the line where
 * the order's count for the ticket first goes over.
 */
function stockIssues(
  ticket: BookingTicketFacts,
  before: number,
  quantity: number,
  today: DayBounds,
  at: string,
): BookingIssue[] {
  const state = saleStateOn(ticket, today)
  if (state === 'not_yet' || state === 'ended')
    return [{ code: 'sale_not_open', pointer: `${at}/event_ticket_id` }]
  const issues: BookingIssue[] = []
  const after = before + quantity
  const max = ticket.max_quantity_per_person
  if (max !== null && after > max && before <= max)
    issues.push({ code: 'quantity_over_limit', pointer: `${at}/quantity`, values: { max } })
  const left = remaining(ticket)
  if (left !== null && after > left && before <= left)
    issues.push({ code: 'sold_out', pointer: `${at}/quantity` })
  return issues
}

/**
 * Every booking rule of spec "events" §4–§5 "Booking" for an order of one event, as issues with
 * the pointer of the field they are about (none: the order may be booked, stock permitting):
 * consent; at least one unit; the buyer's e-mail; free and paid never mixed; each line's ticket
 * offered on the event (`not_found`) and on sale; per-person maximum and remaining stock, the same
 * ticket on several lines counting together; the event's capacity; and the attendee rules
 * (`lineAttendeeIssues`). The database's guarded statements stay the last word on stock.
 */
export function bookingIssues(
  order: ParsedOrderInput,
  facts: BookingFacts,
  now: Date,
): BookingIssue[] {
  const issues = orderIssues(order, facts)
  const today = dayBounds(now, facts.event.timezone)
  const counted = new Map<string, number>()
  order.lines.forEach((line: OrderLine, index) => {
    const at = `${LINES}/${index}`
    const ticket = facts.tickets.get(line.event_ticket_id)
    if (!ticket) {
      issues.push({ code: 'not_found', pointer: `${at}/event_ticket_id` })
      return
    }
    const before = counted.get(line.event_ticket_id) ?? 0
    counted.set(line.event_ticket_id, before + line.quantity)
    issues.push(
      ...stockIssues(ticket, before, line.quantity, today, at),
      ...lineAttendeeIssues(line, ticket, facts.event.event_type, at),
    )
  })
  return issues
}
