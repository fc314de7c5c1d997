import type { AttendanceType } from '@tessera/shared/domain/events/constants'
import { fromCents } from '@tessera/shared/domain/fees/money'
import type {
  Booking,
  BookingAttendee,
  BookingLine,
  OrderStatus,
} from '@tessera/shared/public/booking'
import { readDirectly } from '#lib/direct_reads'
import { isBookingToken } from '#services/orders/booking_token'
import { instantOf } from '#services/public/public_event_rows'
import { ticketUrl } from '#services/tickets/ticket_qr'

const ORDER_SQL = `select id, hash_code, event_id, status, buyer_name, total_cents, fee_cents,
    refunded_cents, currency, payment_url, expires_at, paid_at, cancelled_at, created_at
  from orders where hash_code = ?`

const ATTENDEES_SQL = `select a.id, a.name, l.ticket_name, a.event_ticket_id, a.quantity,
    a.checked_in_qty, a.attendance_type, a.status, a.code, a.order_line_id,
    l.quantity as line_quantity, l.unit_price_cents
  from attendees a join order_lines l on l.id = a.order_line_id
  where a.order_id = ? order by a.id`

type OrderRow = {
  id: number
  hash_code: string
  event_id: number
  status: OrderStatus
  buyer_name: string
  total_cents: number
  fee_cents: number
  refunded_cents: number
  currency: string
  payment_url: string | null
  expires_at: unknown
  paid_at: unknown
  cancelled_at: unknown
  created_at: unknown
}

type AttendeeRow = Omit<BookingAttendee, 'id' | 'event_ticket_id' | 'ticket_url'> & {
  id: number
  event_ticket_id: number
  attendance_type: AttendanceType | null
  order_line_id: number
  line_quantity: number
  unit_price_cents: number
}

const isoOrNull = (value: unknown) => (value === null ? null : instantOf(value).toISOString())

/** The booking's lines, from its attendees' rows (each carries its line), in order. */
function linesOf(rows: AttendeeRow[]): BookingLine[] {
  const lines = new Map<number, BookingLine>()
  for (const row of rows)
    if (!lines.has(Number(row.order_line_id)))
      lines.set(Number(row.order_line_id), {
        ticket_name: row.ticket_name,
        quantity: Number(row.line_quantity),
        unit_price: fromCents(Number(row.unit_price_cents)),
      })
  return [...lines.values()]
}

function attendeeOf(row: AttendeeRow): BookingAttendee {
  const {
    order_line_id: _line,
    line_quantity: _quantity,
    unit_price_cents: _price,
    ...attendee
  } = row
  return {
    ...attendee,
    id: String(row.id),
    event_ticket_id: String(row.event_ticket_id),
    quantity: Number(row.quantity),
    checked_in_qty: Number(row.checked_in_qty),
    ticket_url: row.code && ticketUrl(row.code),
  }
}

function bookingOf(order: OrderRow, attendees: AttendeeRow[]): Booking {
  const pending = order.status === 'pending'
  return {
    id: String(order.id),
    hash_code: order.hash_code,
    event_id: String(order.event_id),
    status: order.status,
    buyer_name: order.buyer_name,
    total: fromCents(Number(order.total_cents)),
    fee: fromCents(Number(order.fee_cents)),
    refunded: fromCents(Number(order.refunded_cents)),
    currency: order.currency,
    payment_url: pending ? order.payment_url : null,
    expires_at: pending ? isoOrNull(order.expires_at) : null,
    paid_at: isoOrNull(order.paid_at),
    cancelled_at: isoOrNull(order.cancelled_at),
    created_at: instantOf(order.created_at).toISOString(),
    booking_url: null,
    lines: linesOf(attendees),
    attendees: attendees.map(attendeeOf),
  }
}

/**
 * A booking for whoever holds its link (`GET /public/bookings/{hash_code}?token=…`): null for an
 * unknown booking number and for a wrong token alike, so the answer tells nothing about which
 * numbers exist. The token is checked before any query; then two statements.
 */
export async function findBooking(hashCode: string, token: unknown): Promise<Booking | null> {
  if (!isBookingToken(hashCode, token)) return null
  return readDirectly(async (select) => {
    const [order] = (await select(ORDER_SQL, [hashCode])) as OrderRow[]
    if (!order) return null
    const attendees = (await select(ATTENDEES_SQL, [order.id])) as AttendeeRow[]
    return bookingOf(order, attendees)
  })
}
