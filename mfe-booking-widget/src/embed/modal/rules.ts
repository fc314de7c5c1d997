import { bookingIssues } from '@tessera/shared/domain/booking/booking-rules'
import { attendeeRange } from '@tessera/shared/domain/booking/attendee-rules'
import type { BookingFacts, BookingIssue } from '@tessera/shared/domain/booking/booking-facts'
import type { PublicEvent, PublicTicket } from '@tessera/shared/public/public-event'
import { orderFromDraft, type Draft } from './draft'

const ATTRIBUTES = '/data/attributes'

/**
 * The booking rules' view of a published event: its tickets' sale windows and what remains of
 * them (the API counts the rest; its guarded statements stay the last word on stock).
 */
export function bookingFacts(event: PublicEvent): BookingFacts {
  const tickets = event.tickets.map(
    (ticket) =>
      [
        ticket.id,
        {
          start_sale_at: new Date(ticket.start_sale_at),
          end_sale_at: new Date(ticket.end_sale_at),
          total_quantity: ticket.remaining ?? -1,
          sold_quantity: 0,
          price_cents: Math.round(ticket.price * 100),
          absorb_service_fee: 0,
          max_quantity_per_person: ticket.max_quantity_per_person,
          personalized_ticket: ticket.personalized_ticket,
          phone_number_enabled: ticket.phone_number_enabled,
          special_requirements_required: ticket.special_requirements_required,
          attendance_type: ticket.attendance_type,
        },
      ] as const,
  )
  return {
    event: {
      id: event.id,
      event_type: event.event_type,
      timezone: event.timezone,
      total_capacity: event.total_capacity,
      booked_quantity: 0,
    },
    tickets: new Map(tickets),
  }
}

/** How many attendee blocks a chosen ticket takes (one per unit when personalized). */
export function attendeeSlots(event: PublicEvent) {
  const facts = bookingFacts(event)
  return (ticket: PublicTicket, quantity: number) =>
    attendeeRange(facts.tickets.get(ticket.id)!, event.event_type, quantity).min
}

/** Field → issue, the first issue of each field (fields are JSON pointers of the request). */
export type FieldErrors = Record<string, BookingIssue>

function firstByPointer(issues: BookingIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[issue.pointer] ??= issue
  return errors
}

const isRegistrationField = (pointer: string) =>
  pointer.startsWith(`${ATTRIBUTES}/buyer/`) || /\/attendees\/\d+\//.test(pointer)

/**
 * The draft's problems by step, from the shared booking rules (`bookingIssues`, the API's own)
 * plus the names the request schema requires: the Tickets step's (quantities, consent, free and
 * paid mixed) and the Registration step's (buyer and attendee fields).
 */
export function draftErrors(event: PublicEvent, draft: Draft, now: Date) {
  const slots = attendeeSlots(event)
  const order = orderFromDraft(event, draft, slots, 'en')
  // What the request schema requires comes first: an empty field says so, not that it is invalid.
  const issues: BookingIssue[] = []
  if (!order.buyer.name) issues.push({ code: 'required', pointer: `${ATTRIBUTES}/buyer/name` })
  if (!order.buyer.email) issues.push({ code: 'required', pointer: `${ATTRIBUTES}/buyer/email` })
  order.lines.forEach((line, i) =>
    (line.attendees ?? []).forEach((attendee, j) => {
      const at = `${ATTRIBUTES}/lines/${i}/attendees/${j}`
      if (!attendee.name) issues.push({ code: 'required', pointer: `${at}/name` })
      if (!attendee.email) issues.push({ code: 'required', pointer: `${at}/email` })
    }),
  )
  issues.push(
    ...bookingIssues(order as Parameters<typeof bookingIssues>[0], bookingFacts(event), now),
  )
  const all = firstByPointer(issues)
  const pick = (registration: boolean) =>
    Object.fromEntries(
      Object.entries(all).filter(([pointer]) => isRegistrationField(pointer) === registration),
    ) as FieldErrors
  return { tickets: pick(false), registration: pick(true) }
}
