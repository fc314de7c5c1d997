import { z } from 'zod'
import { emailAddress, id, requiredText } from './common.js'
import { ATTENDANCE_TYPES } from '../domain/events/constants.js'

/** Longest `Idempotency-Key` header `POST /orders` accepts. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255
/** Longest special-requirements text (spec "events" §5 "Booking"). */
export const SPECIAL_REQUIREMENTS_MAX_LENGTH = 400

/**
 * One attendee of a line: required one per unit for personalized tickets, else optional (the buyer
 * is then the attendee of the whole line). Shape only: which fields a ticket requires (phone,
 * special requirements, attendance type) is decided by the booking rules in
 * `shared/src/domain/booking`, which know the ticket and the event.
 */
export const orderAttendeeInput = z.object({
  name: requiredText(255),
  email: emailAddress,
  phone_number: z.string().trim().max(32).nullable().optional(),
  special_requirements: z
    .string()
    .trim()
    .max(SPECIAL_REQUIREMENTS_MAX_LENGTH)
    .nullable()
    .optional(),
  attendance_type: z.enum(ATTENDANCE_TYPES).nullable().optional(),
})
export type OrderAttendeeInput = z.input<typeof orderAttendeeInput>

export const orderLineInput = z.object({
  event_ticket_id: id,
  quantity: z.number().int().min(1).max(1000),
  attendees: z.array(orderAttendeeInput).max(1000).optional(),
})
export type OrderLineInput = z.input<typeof orderLineInput>

/**
 * POST /orders, `type: orders` (docs/API.md "Public"): a visitor's booking of one event.
 * `consent` must be true (a booking rule: `consent_required`). `locale` is the language of the confirmation e-mail (default: the
 * request's language).
 */
export const orderInput = z.object({
  event_id: id,
  buyer: z.object({ name: requiredText(255), email: emailAddress }),
  lines: z.array(orderLineInput).min(1).max(50),
  consent: z.boolean(),
  locale: z.enum(['en', 'el']).optional(),
})
export type OrderInput = z.input<typeof orderInput>
export type ParsedOrderInput = z.output<typeof orderInput>
