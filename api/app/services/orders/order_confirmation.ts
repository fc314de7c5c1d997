import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { isLocale } from '@tessera/shared/i18n/locales'
import { eventDateFormat, knownTimeZone } from '@tessera/shared/domain/events/event-date-format'
import { enqueueMail } from '#services/mail/outbox'
import { publicPageUrl } from '#services/public/event_calendar'
import { bookingUrl } from '#services/orders/booking_token'
import { utcFromDatabase } from '#lib/utc_date_time'

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

/**
 * Queues the confirmation e-mail of a completed order in the caller's transaction (exactly once:
 * the order's completion and this row commit together). In the buyer's language: the booking
 * number, the event and its date in the event's zone, the tickets, and the booking link.
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
  const lines: { ticket_name: string; quantity: number }[] = await trx
    .from('order_lines')
    .where('order_id', orderId)
    .orderBy('id')
    .select('ticket_name', 'quantity')
  const locale = isLocale(order.locale) ? order.locale : 'en'
  const format = eventDateFormat(locale, knownTimeZone(order.timezone))
  const start =
    order.start_at instanceof Date ? order.start_at : utcFromDatabase(order.start_at).toJSDate()
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
      lines: lines.map((line) => ({ ticketName: line.ticket_name, quantity: line.quantity })),
    },
  })
}
