import { isLocale } from '@tessera/shared/i18n/locales'
import type { EventType, RefundPolicy } from '@tessera/shared/domain/events/constants'
import { venueMapUrl } from '@tessera/shared/public/booking-receipt'
import { venueLine } from '@tessera/shared/public/venue-line'
import { eventDateFormat, knownTimeZone } from '@tessera/shared/domain/events/event-date-format'
import type { OrderConfirmationMail } from '@tessera/shared/mail/order-mails'
import type { MailAttachmentRef } from '#services/mail/mail_attachments'
import type { DirectStatements } from '#lib/direct_statements'
import { queueMail } from '#services/mail/outbox'
import { publicPageUrl } from '#services/public/event_calendar'
import { instantOf } from '#services/public/public_event_rows'
import { bookingUrl } from '#services/orders/booking_token'
import { ticketUrl } from '#services/tickets/ticket_qr'

/**
 * One statement: the order with its amounts, its event and organizer, and each attendee with its
 * line's ticket name and price.
 */
const CONFIRMATION_SQL = `select o.hash_code, o.buyer_name, o.buyer_email, o.locale, o.event_id,
    o.currency, o.total_cents, o.fee_cents,
    e.hash_code as event_hash_code, e.name as event_name, e.start_at, e.timezone, e.event_type,
    e.virtual_link, e.refund_policy, u.name as organizer_name,
    a.id as attendee_id, a.order_line_id, a.name, a.quantity, a.code, l.ticket_name,
    l.unit_price_cents
  from orders o
  join events e on e.id = o.event_id
  join users u on u.id = e.user_id
  join attendees a on a.order_id = o.id
  join order_lines l on l.id = a.order_line_id
  where o.id = ?
  order by a.id`

/** The event's first venue (an in-person or hybrid event only): one statement per order. */
const VENUE_SQL = `select v.name, v.address_name, v.postal_code, v.city, v.country, v.lat, v.long
  from event_venues x join venues v on v.id = x.venue_id
  where x.event_id = ? order by v.id limit 1`

/** One attendee of the order, with what the e-mail shows of the order and its event. */
export type ConfirmationRow = {
  hash_code: string
  buyer_name: string
  buyer_email: string
  locale: string
  event_id: number
  currency: string
  total_cents: number
  fee_cents: number
  event_hash_code: string
  event_name: string
  start_at: unknown
  timezone: string
  event_type: EventType
  virtual_link: string | null
  refund_policy: RefundPolicy
  organizer_name: string
  attendee_id: number
  order_line_id: number
  name: string
  quantity: number
  code: string | null
  ticket_name: string
  unit_price_cents: number
}

/** What each line of the order sold: its attendees' units added up, in order, and its price. */
function linesOf(rows: ConfirmationRow[]): OrderConfirmationMail['receipt']['lines'] {
  const lines = new Map<number, OrderConfirmationMail['receipt']['lines'][number]>()
  for (const row of rows) {
    const line = lines.get(row.order_line_id)
    if (line) line.quantity += Number(row.quantity)
    else
      lines.set(row.order_line_id, {
        ticketName: row.ticket_name,
        quantity: Number(row.quantity),
        unitPriceCents: Number(row.unit_price_cents),
      })
  }
  return [...lines.values()]
}

type VenueRow = {
  name: string
  address_name: string
  postal_code: string | null
  city: string | null
  country: string | null
  lat: number | null
  long: number | null
}

/** Where an in-person or hybrid event happens (its first venue, as the calendar file names it). */
async function whereOf(
  sql: DirectStatements,
  order: ConfirmationRow,
): Promise<OrderConfirmationMail['where']> {
  if (order.event_type !== 'physical' && order.event_type !== 'hybrid') return null
  const [venue] = (await sql.all(VENUE_SQL, [order.event_id])) as VenueRow[]
  if (!venue) return null
  const lat = venue.lat === null ? null : Number(venue.lat)
  const long = venue.long === null ? null : Number(venue.long)
  return { venue: venueLine(venue), mapUrl: venueMapUrl({ ...venue, lat, long }) }
}

/** The online link of a virtual or hybrid event. */
function onlineLinkOf(order: ConfirmationRow): string | null {
  if (order.event_type !== 'virtual' && order.event_type !== 'hybrid') return null
  return order.virtual_link || null
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
 * the order's completion and this row commit together). In the buyer's language, a receipt: the
 * booking number, the event, its date in the event's zone and its place (venue and map, online
 * link), what was paid line by line, the tickets ("admits N" on a shared code), the refund terms
 * and the booking link to cancel, the organizer; one QR code per signed attendee (inline) and the
 * event's calendar file, both named by reference and rendered by the mail worker when it sends
 * (never in this transaction). `known`: the rows as the caller already holds them (a new order),
 * instead of reading them back. Statements: the rows unless known, and the venue of an in-person
 * event (one each per order, none per attendee).
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
      where: await whereOf(sql, order),
      onlineLink: onlineLinkOf(order),
      receipt: {
        currency: order.currency,
        lines: linesOf(rows),
        feeCents: Number(order.fee_cents),
        totalCents: Number(order.total_cents),
      },
      refundPolicy: Number(order.refund_policy) as RefundPolicy,
      organizerName: order.organizer_name,
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
