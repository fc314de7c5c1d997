import { isLocale } from '@tessera/shared/i18n/locales'
import { eventDateFormat, knownTimeZone } from '@tessera/shared/domain/events/event-date-format'
import type { OrderConfirmationMail } from '@tessera/shared/mail/order-mails'
import type { MailAttachmentRef } from '#services/mail/mail_attachments'
import type { DirectStatements } from '#lib/direct_statements'
import { queueMail } from '#services/mail/outbox'
import { publicPageUrl } from '#services/public/event_calendar'
import { instantOf } from '#services/public/public_event_rows'
import { bookingUrl } from '#services/orders/booking_token'
import { ticketUrl } from '#services/tickets/ticket_qr'

/** One statement: the order, its event, and each attendee with its line's ticket name. */
const CONFIRMATION_SQL = `select o.hash_code, o.buyer_name, o.buyer_email, o.locale, o.event_id,
    e.hash_code as event_hash_code, e.name as event_name, e.start_at, e.timezone,
    a.id as attendee_id, a.order_line_id, a.name, a.quantity, a.code, l.ticket_name
  from orders o
  join events e on e.id = o.event_id
  join attendees a on a.order_id = o.id
  join order_lines l on l.id = a.order_line_id
  where o.id = ?
  order by a.id`

/** One attendee of the order, with what the e-mail shows of the order and its event. */
export type ConfirmationRow = {
  hash_code: string
  buyer_name: string
  buyer_email: string
  locale: string
  event_id: number
  event_hash_code: string
  event_name: string
  start_at: unknown
  timezone: string
  attendee_id: number
  order_line_id: number
  name: string
  quantity: number
  code: string | null
  ticket_name: string
}

/** What each line of the order sold: its attendees' units added up, in order. */
function linesOf(rows: ConfirmationRow[]): OrderConfirmationMail['lines'] {
  const lines = new Map<number, { ticketName: string; quantity: number }>()
  for (const row of rows) {
    const line = lines.get(row.order_line_id)
    if (line) line.quantity += Number(row.quantity)
    else
      lines.set(row.order_line_id, { ticketName: row.ticket_name, quantity: Number(row.quantity) })
  }
  return [...lines.values()]
}

/** The event's date and time as the e-mail shows them, by language, zone and instant (a few). */
const whens = new Map<string, string>()

function whenOf(locale: string, timeZone: string, start: Date): string {
  const key = `${locale}|${timeZone}|${start.getTime()}`
  let when = whens.get(key)
  if (when === undefined) {
    const format = eventDateFormat(locale, knownTimeZone(timeZone))
    when = `${format.day(start)} ${format.time(start)}`
    if (whens.size >= 1000) whens.clear()
    whens.set(key, when)
  }
  return when
}

const qrCid = (row: ConfirmationRow) => `ticket-${row.attendee_id}@tessera`

/** Each signed attendee's QR code (inline, by reference), then the event's calendar file. */
function attachmentsOf(
  signed: (ConfirmationRow & { code: string })[],
  eventId: number,
): MailAttachmentRef[] {
  return [
    ...signed.map((row, index) => ({
      kind: 'qr' as const,
      cid: qrCid(row),
      filename: `ticket-${index + 1}.png`,
      text: ticketUrl(row.code),
    })),
    { kind: 'event_calendar', eventId },
  ]
}

/**
 * Queues the confirmation e-mail of a completed order in the caller's transaction (exactly once:
 * the order's completion and this row commit together). In the buyer's language: the booking
 * number, the event and its date in the event's zone, the tickets, and the booking link; one QR
 * code per signed attendee (inline) and the event's calendar file, both named by reference and
 * rendered by the mail worker when it sends (never in this transaction). `known`: the rows as the
 * caller already holds them (a new order), instead of reading them back.
 */
export async function enqueueOrderConfirmation(
  sql: DirectStatements,
  orderId: number,
  known?: ConfirmationRow[],
): Promise<void> {
  const rows = known ?? ((await sql.all(CONFIRMATION_SQL, [orderId])) as ConfirmationRow[])
  const [order] = rows
  if (!order) throw new Error(`order ${orderId} does not exist or has no attendees`)
  const locale = isLocale(order.locale) ? order.locale : 'en'
  const start = instantOf(order.start_at)
  const signed = rows.filter((row): row is ConfirmationRow & { code: string } => row.code !== null)
  await queueMail(sql, {
    to: order.buyer_email,
    locale,
    template: 'order_confirmation',
    data: {
      buyerName: order.buyer_name,
      bookingNumber: order.hash_code,
      bookingUrl: bookingUrl(order.hash_code),
      eventName: order.event_name,
      eventUrl: publicPageUrl({ id: String(order.event_id), hash_code: order.event_hash_code }),
      when: whenOf(locale, order.timezone, start),
      lines: linesOf(rows),
      tickets: signed.map((row) => ({
        name: row.name,
        ticketName: row.ticket_name,
        quantity: Number(row.quantity),
        qrCid: qrCid(row),
      })),
    },
    attachments: attachmentsOf(signed, order.event_id),
  })
}
