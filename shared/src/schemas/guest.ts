import { z } from 'zod'
import { ATTENDANCE_TYPES } from '../domain/events/constants.js'
import { PAYMENT_STATES } from '../domain/guests/guest-states.js'
import { ORDER_STATUSES } from '../public/booking.js'
import { id, timestamp } from './common.js'

export const ATTENDEE_STATUSES = ['pending', 'completed', 'cancelled'] as const
/**
 * A guest's status as the organizer reads it: the attendee's, except that the attendees of a hold
 * that ran out unpaid (order `expired`, attendees stored `cancelled`) are `expired` (issue 26).
 */
export const GUEST_STATUSES = [...ATTENDEE_STATUSES, 'expired'] as const

/**
 * `attendees` of the guest list (`GET /events/{id}/attendees`, issue 11 item 5): who is coming,
 * their ticket, how many of the party have entered, and their booking's number and payment state.
 */
export const guest = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  special_requirements: z.string().nullable(),
  attendance_type: z.enum(ATTENDANCE_TYPES).nullable(),
  event_ticket_id: id,
  ticket_name: z.string(),
  quantity: z.number(),
  checked_in_qty: z.number(),
  status: z.enum(GUEST_STATUSES),
  order_id: id,
  booking_number: z.string(),
  payment_state: z.enum(PAYMENT_STATES),
  created_at: timestamp,
})
export type Guest = z.infer<typeof guest>

/** The guest list's `meta.counts`: units expected (completed bookings) and units checked in. */
export const guestCounts = z.object({ expected: z.number(), checked_in: z.number() })
export type GuestCounts = z.infer<typeof guestCounts>

/** One line of a booking as the organizer sees it (the price snapshot of the order). */
export const bookingLine = z.object({
  ticket_name: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
})

/**
 * `orders` of the bookings list (`GET /orders`, issue 11 item 6): buyer, lines, total, the
 * payment state and the provider's reference, and when it was made and paid. Money in major units.
 */
export const managedOrder = z.object({
  id,
  hash_code: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_state: z.enum(PAYMENT_STATES),
  event_id: id,
  event_name: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  currency: z.string(),
  total: z.number(),
  refunded: z.number(),
  quantity: z.number(),
  lines: z.array(bookingLine),
  payment_provider: z.string().nullable(),
  payment_reference: z.string().nullable(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  cancelled_at: timestamp.nullable(),
})
export type ManagedOrder = z.infer<typeof managedOrder>
