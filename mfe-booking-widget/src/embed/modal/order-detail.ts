import type { Booking } from '@tessera/shared/public/booking'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import type { TesseraOrderDetail } from '../public-types'
import { chosenLines, type Draft } from './draft'

/** What the host page learns of a booking (`tessera:order-created`, `tessera:order-completed`). */
export function orderDetail(
  event: PublicEvent,
  draft: Draft,
  booking: Booking,
): TesseraOrderDetail {
  return {
    booking_number: booking.hash_code,
    status: booking.status,
    lines: chosenLines(event, draft).map(({ ticket, quantity }) => ({
      event_ticket_id: ticket.id,
      name: ticket.name,
      quantity,
      unit_price: ticket.final_price,
    })),
    total: booking.total,
    currency: booking.currency,
  }
}
