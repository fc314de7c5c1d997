import type { ParsedOrderInput } from '../../schemas/order.js'
import type { BookingFacts, BookingEventFacts, BookingTicketFacts } from './booking-facts.js'

/**
 * Test facts of the booking rules: a physical event in Kiritimati (UTC+14, far from the server's
 * day) whose tickets are on sale 1–10 May 2031 there, i.e. from 2031-04-30T10:00Z to
 * 2031-05-10T10:00Z.
 */
export const SALE_OPEN_AT = new Date('2031-04-30T10:00:00Z')
export const SALE_CLOSED_AT = new Date('2031-05-10T10:00:00Z')
export const NOW = new Date('2031-05-05T12:00:00Z')

export const EVENT: BookingEventFacts = {
  id: '7',
  event_type: 'physical',
  timezone: 'Pacific/Kiritimati',
  total_capacity: -1,
  booked_quantity: 0,
}

export function ticket(overrides: Partial<BookingTicketFacts> = {}): BookingTicketFacts {
  return {
    start_sale_at: new Date('2031-05-01T09:00:00+14:00'),
    end_sale_at: new Date('2031-05-10T23:00:00+14:00'),
    total_quantity: -1,
    sold_quantity: 0,
    price_cents: 0,
    absorb_service_fee: 0,
    max_quantity_per_person: null,
    personalized_ticket: false,
    phone_number_enabled: false,
    special_requirements_required: false,
    attendance_type: null,
    ...overrides,
  }
}

/** The offered tickets, by id: each one's setting is in its name. */
export const TICKETS = {
  free: ticket({ max_quantity_per_person: 4, total_quantity: 10, sold_quantity: 5 }),
  paid: ticket({ price_cents: 2500, total_quantity: 3 }),
  soldOut: ticket({ total_quantity: 20, sold_quantity: 20 }),
  unlimited: ticket(),
  named: ticket({ personalized_ticket: true }),
  phone: ticket({ phone_number_enabled: true }),
  diet: ticket({ special_requirements_required: true }),
  virtual: ticket({ attendance_type: 'virtual' }),
  later: ticket({ start_sale_at: new Date('2031-06-01T00:00:00+14:00') }),
  over: ticket({ end_sale_at: new Date('2031-04-01T00:00:00+14:00') }),
}
export type TicketName = keyof typeof TICKETS

export function facts(event: Partial<BookingEventFacts> = {}): BookingFacts {
  return { event: { ...EVENT, ...event }, tickets: new Map(Object.entries(TICKETS)) }
}

type Attendee = NonNullable<ParsedOrderInput['lines'][number]['attendees']>[number]

export function attendee(overrides: Partial<Attendee> = {}): Attendee {
  return { name: 'Nikos', email: 'nikos@example.com', ...overrides }
}

export function order(
  lines: ParsedOrderInput['lines'],
  overrides: Partial<ParsedOrderInput> = {},
): ParsedOrderInput {
  return {
    event_id: '7',
    buyer: { name: 'Maria', email: 'maria@example.com' },
    lines,
    consent: true,
    ...overrides,
  }
}

/** A line of `quantity` units of the ticket named, with the attendees given. */
export function line(name: TicketName | 'missing', quantity: number, attendees?: Attendee[]) {
  return { event_ticket_id: name, quantity, ...(attendees ? { attendees } : {}) }
}
