import type { AttendanceType } from '../domain/events/constants.js'
import { dataDocument, type DataDocument, type ResourceObject } from '../jsonapi/document.js'

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

/** One line of the booking: a ticket, its units and the price of one unit before the fee. */
export type BookingLine = { ticket_name: string; quantity: number; unit_price: number }

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
  /** What was bought, line by line (the receipt). */
  lines: BookingLine[]
  attendees: BookingAttendee[]
}

/**
 * The JSON:API document of a booking: the `orders` resource with its `attendees` included (the
 * answer of `POST /orders` and `GET /public/bookings/{hash_code}`). `readBooking` turns it back.
 */
export function bookingDocument(booking: Booking): DataDocument {
  const { id, attendees, ...attributes } = booking
  return dataDocument(
    {
      type: 'orders',
      id,
      attributes,
      relationships: {
        attendees: { data: attendees.map((attendee) => ({ type: 'attendees', id: attendee.id })) },
      },
    },
    {
      included: attendees.map(({ id: attendeeId, ...rest }) => ({
        type: 'attendees',
        id: attendeeId,
        attributes: rest,
      })),
    },
  )
}

/** The booking back from a document `bookingDocument` made. Trusts the shape: the API built it. */
export function readBooking(document: DataDocument): Booking {
  const data = document.data as ResourceObject
  const included = document.included ?? []
  const list = data.relationships?.attendees?.data
  const attendees = (Array.isArray(list) ? list : []).map((item) => {
    const found = included.find((entry) => entry.type === 'attendees' && entry.id === item.id)
    return { id: item.id, ...(found?.attributes ?? {}) } as BookingAttendee
  })
  return { id: data.id, ...(data.attributes as Omit<Booking, 'id' | 'attendees'>), attendees }
}
