import type { AttendanceType, EventType } from '../events/constants.js'
import type { OrderAttendeeInput } from '../../schemas/order.js'
import { SPECIAL_REQUIREMENTS_MAX_LENGTH } from '../../schemas/order.js'
import type { BookingIssue, BookingTicketFacts } from './booking-facts.js'
import { isBookingEmail } from './email-address.js'
import { normalizePhone } from './phone-number.js'

type AttendeeFields = Pick<
  OrderAttendeeInput,
  'email' | 'phone_number' | 'special_requirements' | 'attendance_type'
>
type LineFacts = { quantity: number; attendees?: readonly AttendeeFields[] | undefined }

/**
 * An attendee's attendance type (spec "events" §5 "Booking"): a ticket's fixed type forces it;
 * otherwise a physical or virtual event's own type, a hybrid event's attendee's choice, none for
 * tba events.
 */
export function attendanceTypeFor(
  ticket: Pick<BookingTicketFacts, 'attendance_type'>,
  eventType: EventType,
  chosen: AttendanceType | null | undefined,
): AttendanceType | null {
  if (ticket.attendance_type) return ticket.attendance_type
  if (eventType === 'physical' || eventType === 'virtual') return eventType
  return eventType === 'hybrid' ? (chosen ?? null) : null
}

/** Whether the ticket asks each attendee for something the buyer's name and e-mail do not give. */
function asksForDetails(ticket: BookingTicketFacts, eventType: EventType): boolean {
  return (
    ticket.phone_number_enabled ||
    ticket.special_requirements_required ||
    (eventType === 'hybrid' && !ticket.attendance_type)
  )
}

/**
 * How many attendee entries a line takes: one per unit for personalized tickets (spec "events" §4),
 * else at most one, the holder of the whole line, required when the ticket asks for details.
 */
function attendeeRange(ticket: BookingTicketFacts, eventType: EventType, quantity: number) {
  if (ticket.personalized_ticket) return { min: quantity, max: quantity }
  return { min: asksForDetails(ticket, eventType) ? 1 : 0, max: 1 }
}

function isBlank(value: string | null | undefined): boolean {
  return !value || value.trim() === ''
}

function phoneIssues(ticket: BookingTicketFacts, phone: string | null | undefined, at: string) {
  if (!ticket.phone_number_enabled) return []
  if (isBlank(phone)) return [{ code: 'required', pointer: `${at}/phone_number` } as const]
  return normalizePhone(phone!)
    ? []
    : [{ code: 'invalid_phone', pointer: `${at}/phone_number` } as const]
}

function requirementsIssues(
  ticket: BookingTicketFacts,
  text: string | null | undefined,
  at: string,
): BookingIssue[] {
  const pointer = `${at}/special_requirements`
  if ((text ?? '').trim().length > SPECIAL_REQUIREMENTS_MAX_LENGTH)
    return [{ code: 'too_long', pointer, values: { max: SPECIAL_REQUIREMENTS_MAX_LENGTH } }]
  return ticket.special_requirements_required && isBlank(text)
    ? [{ code: 'required', pointer }]
    : []
}

function attendeeIssues(
  attendee: AttendeeFields,
  ticket: BookingTicketFacts,
  eventType: EventType,
  at: string,
): BookingIssue[] {
  const issues: BookingIssue[] = []
  if (!isBookingEmail(attendee.email))
    issues.push({ code: 'invalid_email', pointer: `${at}/email` })
  issues.push(
    ...phoneIssues(ticket, attendee.phone_number, at),
    ...requirementsIssues(ticket, attendee.special_requirements, at),
  )
  if (eventType === 'hybrid' && !attendanceTypeFor(ticket, eventType, attendee.attendance_type))
    issues.push({ code: 'attendance_type_required', pointer: `${at}/attendance_type` })
  return issues
}

/**
 * The attendee rules of one order line (spec "events" §4, §5 "Booking"): the number of entries
 * (`attendees_mismatch`), and for each entry the e-mail rule, the phone number when the ticket
 * collects it, special requirements (at most 400, required when the organizer asks), and the
 * attendance type on hybrid events.
 */
export function lineAttendeeIssues(
  line: LineFacts,
  ticket: BookingTicketFacts,
  eventType: EventType,
  at: string,
): BookingIssue[] {
  const attendees = line.attendees ?? []
  const range = attendeeRange(ticket, eventType, line.quantity)
  const issues: BookingIssue[] =
    attendees.length < range.min || attendees.length > range.max
      ? [{ code: 'attendees_mismatch', pointer: `${at}/attendees` }]
      : []
  attendees.forEach((attendee, index) => {
    issues.push(...attendeeIssues(attendee, ticket, eventType, `${at}/attendees/${index}`))
  })
  return issues
}
