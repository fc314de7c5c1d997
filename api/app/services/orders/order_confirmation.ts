import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { isLocale } from '@tessera/shared/i18n/locales'
import { eventDateFormat, knownTimeZone } from '@tessera/shared/domain/events/event-date-format'
import { enqueueMail } from '#services/mail/outbox'
import { publicPageUrl } from '#services/public/event_calendar'
import { bookingUrl } from '#services/orders/booking_token'
import { utcFromDatabase } from '#lib/utc_date_time'
import { ticketUrl } from '#services/tickets/ticket_qr'

type OrderRow = {
  hash_code: string
  buyer_name: string
  buyer_email: string
  locale: string
  event_id: number
  event_hash_code: string
  event_name: string
  start_at: string | Date
  timezone: string
}

type AttendeeRow = {
  id: number
  order_line_id: number
  name: string
  quantity: number
  code: string | null
  ticket_name: string
}
type Signed = AttendeeRow & { code: string }

/** What each line of the order sold: its attendees' units added up, in order. */
function linesOf(attendees: AttendeeRow[]): { ticketName: string; quantity: number }[] {
  const lines = new Map<number, { ticketName: string; quantity: number }>()
  for (const attendee of attendees) {
    const line = lines.get(attendee.order_line_id)
    if (line) line.quantity += attendee.quantity
    else
      lines.set(attendee.order_line_id, {
        ticketName: attendee.ticket_name,
        quantity: attendee.quantity,
      })
  }
  return [...lines.values()]
}

const qrCid = (attendee: AttendeeRow) => `ticket-${attendee.id}@tessera`

/**
 * Queues the confirmation e-mail of a completed order in the caller's transaction (exactly once:
 * the order's completion and this row commit together). In the buyer's language: the booking
 * number, the event and its date in the event's zone, the tickets, and the booking link; one QR
 * code per signed attendee (inline) and the event's calendar file, both named by reference and
 * rendered by the mail worker when it sends (never in this transaction).
 */
export async function enqueueOrderConfirmation(
  trx: TransactionClientContract,
  orderId: number,
): Promise<void> {
  const order: OrderRow | null = await trx
    .from('orders')
    .join('events', 'events.id', 'orders.event_id')
    .where('orders.id', orderId)
    .select(
      'orders.hash_code',
      'orders.buyer_name',
      'orders.buyer_email',
      'orders.locale',
      'orders.event_id',
      'events.hash_code as event_hash_code',
      'events.name as event_name',
      'events.start_at',
      'events.timezone',
    )
    .first()
  if (!order) throw new Error(`order ${orderId} does not exist`)
  const attendees: AttendeeRow[] = await trx
    .from('attendees')
    .join('order_lines', 'order_lines.id', 'attendees.order_line_id')
    .where('attendees.order_id', orderId)
    .orderBy('attendees.id')
    .select(
      'attendees.id',
      'attendees.order_line_id',
      'attendees.name',
      'attendees.quantity',
      'attendees.code',
      'order_lines.ticket_name',
    )
  const locale = isLocale(order.locale) ? order.locale : 'en'
  const format = eventDateFormat(locale, knownTimeZone(order.timezone))
  const start =
    order.start_at instanceof Date ? order.start_at : utcFromDatabase(order.start_at).toJSDate()
  const signed = attendees.filter((attendee): attendee is Signed => attendee.code !== null)
  await enqueueMail(trx, {
    to: order.buyer_email,
    locale,
    template: 'order_confirmation',
    data: {
      buyerName: order.buyer_name,
      bookingNumber: order.hash_code,
      bookingUrl: bookingUrl(order.hash_code),
      eventName: order.event_name,
      eventUrl: publicPageUrl({ id: String(order.event_id), hash_code: order.event_hash_code }),
      when: `${format.day(start)} ${format.time(start)}`,
      lines: linesOf(attendees),
      tickets: signed.map((attendee) => ({
        name: attendee.name,
        ticketName: attendee.ticket_name,
        quantity: attendee.quantity,
        qrCid: qrCid(attendee),
      })),
    },
    attachments: [
      ...signed.map((attendee, index) => ({
        kind: 'qr' as const,
        cid: qrCid(attendee),
        filename: `ticket-${index + 1}.png`,
        text: ticketUrl(attendee.code),
      })),
      { kind: 'event_calendar', eventId: order.event_id },
    ],
  })
}
