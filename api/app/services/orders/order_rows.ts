import { timeOrderedUuid } from '#lib/time_ordered_uuid'
import { attendanceTypeFor } from '@tessera/shared/domain/booking/attendee-rules'
import { normalizePhone } from '@tessera/shared/domain/booking/phone-number'
import { feeSplit } from '@tessera/shared/domain/fees/service-fee'
import type { ParsedOrderInput } from '@tessera/shared/schemas/order'
import type { OfferedTicket, OrderFacts } from '#services/orders/order_facts'

/** One order line as stored: a snapshot of the ticket's name, price and fee rule. */
export type LineRow = {
  event_ticket_id: number
  ticket_name: string
  quantity: number
  unit_price_cents: number
  fee_bearing: number
  /** The buyer's share of the service fee on one unit. */
  unit_fee_cents: number
  final_unit_cents: number
}

/** One attendee as stored (`line` is the index of its line in the order). */
export type AttendeeRow = {
  line: number
  event_ticket_id: number
  /**
   * A UUIDv7: its leading milestamp keeps the unique index growing at its end, where an order's
   * attendees share pages, instead of writing a random page of it for each (docs/DECISIONS.md).
   */
  transaction_id: string
  name: string
  email: string
  phone_number: string | null
  special_requirements: string | null
  attendance_type: string | null
  quantity: number
}

export type OrderRows = {
  lines: LineRow[]
  attendees: AttendeeRow[]
  quantity: number
  totalCents: number
  feeCents: number
}

type Line = ParsedOrderInput['lines'][number]
type Attendee = NonNullable<Line['attendees']>[number]

function lineRow(line: Line, ticket: OfferedTicket, facts: OrderFacts): LineRow {
  const split = feeSplit(ticket.price_cents, ticket.absorb_service_fee, facts.organizerRole)
  return {
    event_ticket_id: Number(line.event_ticket_id),
    ticket_name: ticket.name,
    quantity: line.quantity,
    unit_price_cents: ticket.price_cents,
    fee_bearing: ticket.absorb_service_fee,
    unit_fee_cents: split.buyerFeeCents,
    final_unit_cents: split.buyerPaysCents,
  }
}

/**
 * The attendees of one line (spec "events" §3 "Attendee"): one per unit, each with quantity 1, for
 * personalized tickets; otherwise one holding the whole line, the buyer unless an attendee is given.
 */
function lineAttendees(
  order: ParsedOrderInput,
  index: number,
  ticket: OfferedTicket,
  facts: OrderFacts,
): AttendeeRow[] {
  const line = order.lines[index]!
  const given: (Attendee | undefined)[] = ticket.personalized_ticket
    ? Array.from({ length: line.quantity }, (_, unit) => line.attendees?.[unit])
    : [line.attendees?.[0]]
  return given.map((attendee) => ({
    line: index,
    event_ticket_id: Number(line.event_ticket_id),
    transaction_id: timeOrderedUuid(),
    name: attendee?.name ?? order.buyer.name,
    email: attendee?.email ?? order.buyer.email,
    phone_number: attendee?.phone_number ? normalizePhone(attendee.phone_number) : null,
    special_requirements: attendee?.special_requirements || null,
    attendance_type: attendanceTypeFor(ticket, facts.event.event_type, attendee?.attendance_type),
    quantity: ticket.personalized_ticket ? 1 : line.quantity,
  }))
}

/**
 * What an order that passed the booking rules stores: its lines priced with the organizer's fee
 * and each ticket's bearing (`feeSplit`), its attendees, and its totals in cents.
 */
export function orderRows(order: ParsedOrderInput, facts: OrderFacts): OrderRows {
  const rows: OrderRows = { lines: [], attendees: [], quantity: 0, totalCents: 0, feeCents: 0 }
  order.lines.forEach((line, index) => {
    const ticket = facts.tickets.get(String(line.event_ticket_id))!
    const row = lineRow(line, ticket, facts)
    rows.lines.push(row)
    rows.attendees.push(...lineAttendees(order, index, ticket, facts))
    rows.quantity += row.quantity
    rows.totalCents += row.final_unit_cents * row.quantity
    rows.feeCents += row.unit_fee_cents * row.quantity
  })
  return rows
}
