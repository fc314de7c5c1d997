import type { AttendanceType } from '../domain/events/constants.js'

/**
 * What a buyer sees of their booking: the `orders` resource of `POST /orders` and of
 * `GET /public/bookings/{hash_code}?token=…`, with its `attendees` included. Money in the currency's
 * major units (as everywhere in the API), date-times ISO 8601 UTC.
 */
export const ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'expired'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export type BookingAttendee = {
  id: string
  name: string
  ticket_name: string
  event_ticket_id: string
  quantity: number
  checked_in_qty: number
  attendance_type: AttendanceType | null
  status: 'pending' | 'completed' | 'cancelled'
  /** The signed code and the URL its QR encodes (`{APP_URL}/ticket/{code}`); null until completed. */
  code: string | null
  ticket_url: string | null
}

export type Booking = {
  id: string
  /** The booking number. */
  hash_code: string
  event_id: string
  status: OrderStatus
  buyer_name: string
  total: number
  fee: number
  refunded: number
  currency: string
  /** Paid and pending only: where the buyer pays, and when the hold ends. */
  payment_url: string | null
  expires_at: string | null
  paid_at: string | null
  cancelled_at: string | null
  created_at: string
  /** The booking page (with the secret token); only in the answer to the buyer who booked. */
  booking_url: string | null
  attendees: BookingAttendee[]
}
