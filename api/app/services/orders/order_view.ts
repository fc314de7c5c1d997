import { fromCents } from '@tessera/shared/domain/fees/money'
import type { AttendanceType } from '@tessera/shared/domain/events/constants'
import type { Booking, BookingAttendee } from '@tessera/shared/public/booking'
import { bookingUrl } from '#services/orders/booking_token'
import type { NewOrder } from '#services/orders/order_writes'
import type { OrderRows } from '#services/orders/order_rows'
import { ticketUrl } from '#services/tickets/ticket_qr'

/** What `POST /orders` answers the buyer: the order just written, with its booking link. */
export function placedBooking(
  order: NewOrder & { id: number; paymentUrl: string | null },
  rows: OrderRows,
  attendeeIds: number[],
  codes: ReadonlyMap<number, string>,
): Booking {
  const attendees = rows.attendees.map((attendee, index): BookingAttendee => {
    const id = attendeeIds[index]!
    const code = codes.get(id) ?? null
    return {
      id: String(id),
      name: attendee.name,
      ticket_name: rows.lines[attendee.line]!.ticket_name,
      event_ticket_id: String(attendee.event_ticket_id),
      quantity: attendee.quantity,
      checked_in_qty: 0,
      attendance_type: attendee.attendance_type as AttendanceType | null,
      status: order.status,
      code,
      ticket_url: code && ticketUrl(code),
    }
  })
  return {
    id: String(order.id),
    hash_code: order.hashCode,
    event_id: String(order.eventId),
    status: order.status,
    buyer_name: order.buyerName,
    total: fromCents(order.totalCents),
    fee: fromCents(order.feeCents),
    refunded: 0,
    currency: order.currency,
    payment_url: order.paymentUrl,
    expires_at: order.expiresAt?.toISOString() ?? null,
    paid_at: order.paidAt?.toISOString() ?? null,
    cancelled_at: null,
    created_at: order.at.toISOString(),
    booking_url: bookingUrl(order.hashCode),
    lines: rows.lines.map((line) => ({
      ticket_name: line.ticket_name,
      quantity: line.quantity,
      unit_price: fromCents(line.unit_price_cents),
    })),
    attendees,
  }
}
