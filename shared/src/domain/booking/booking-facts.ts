import type { ErrorCode } from '../../errors/codes.js'
import type { AttendanceType, EventType, FeeBearing } from '../events/constants.js'
import type { SaleFacts } from '../events/sale-state.js'

/** The event of an order, as the booking rules see it. */
export type BookingEventFacts = {
  id: string
  event_type: EventType
  timezone: string
  /** -1: unlimited. */
  total_capacity: number
  /** Units sold or held across the event's tickets (`events.booked_quantity`). */
  booked_quantity: number
}

/** A ticket offered on the event (an `event_tickets` row), as the booking rules see it. */
export type BookingTicketFacts = SaleFacts & {
  price_cents: number
  absorb_service_fee: FeeBearing
  max_quantity_per_person: number | null
  personalized_ticket: boolean
  phone_number_enabled: boolean
  special_requirements_required: boolean
  /** A fixed attendance type forces every attendee's; null lets hybrid attendees choose. */
  attendance_type: AttendanceType | null
}

/** What an order is checked against: its event and the tickets offered on it, by id. */
export type BookingFacts = {
  event: BookingEventFacts
  tickets: ReadonlyMap<string, BookingTicketFacts>
}

export type BookingIssueCode = Extract<
  ErrorCode,
  | 'not_found'
  | 'required'
  | 'too_long'
  | 'consent_required'
  | 'mixed_free_and_paid'
  | 'sale_not_open'
  | 'sold_out'
  | 'capacity_reached'
  | 'quantity_over_limit'
  | 'attendees_mismatch'
  | 'invalid_email'
  | 'invalid_phone'
  | 'attendance_type_required'
>

/**
 * A booking rule's finding: a stable code and the JSON pointer of the request field it is about
 * (`/data/attributes/lines/0/attendees/1/phone_number`).
 */
export type BookingIssue = {
  code: BookingIssueCode
  pointer: string
  values?: { max?: number }
}

/** Where the attributes of the `POST /orders` document start. */
export const ORDER_ATTRIBUTES = '/data/attributes'
