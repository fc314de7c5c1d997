import db from '@adonisjs/lucid/services/db'
import type { MyTicket } from '@tessera/shared/public/my-ticket'
import { eventCalendarPath, ticketQrPath } from '@tessera/shared/public/ticket-links'
import { routePath } from '@tessera/shared/routing/routes'
import { PUBLISHED_STATUSES, type EventStatus } from '@tessera/shared/domain/events/constants'
import { appUrl } from '#config/app'
import { readDirectly } from '#lib/direct_reads'
import type { ListQuery } from '#lib/list_query'
import { sqlInstant } from '#lib/utc_date_time'
import type User from '#models/user'
import {
  DOOR_TICKET_COLUMNS,
  DOOR_TICKET_JOINS,
  doorTicketOf,
} from '#services/tickets/door_ticket_reader'
import { ticketUrl } from '#services/tickets/ticket_qr'

/**
 * The user's signed tickets of completed bookings: the attendees with the address, and every
 * attendee of a booking bought with it. Both e-mails are stored as the booking schema normalised
 * them (trimmed, lower case), and so is the account's, so equality on each index (`attendees.email`,
 * `orders.buyer_email`) is the booking rule's case-insensitive comparison.
 */
const MINE = `from attendees a join orders o on o.id = a.order_id
  where a.id in (select id from attendees where email = ?
      union select x.id from attendees x join orders y on y.id = x.order_id where y.buyer_email = ?)
    and a.status = 'completed' and o.status = 'completed' and a.code is not null`

const COUNT_SQL = `select count(*) as total ${MINE}`

/** Upcoming first (soonest first), then past ones (latest first); ties by attendee. */
const PAGE_SQL = `select ${DOOR_TICKET_COLUMNS}, e.status as event_status
  from (select a.id ${MINE}) m join attendees a on a.id = m.id ${DOOR_TICKET_JOINS}
  order by case when e.end_at >= ? then 0 else 1 end,
    case when e.end_at >= ? then e.start_at end asc, e.start_at desc, a.id
  limit ? offset ?`

export const myTicketsList = {
  filters: {},
  sorts: {},
  defaultSort: '',
  defaultSize: 10,
}

/**
 * `GET /me/tickets` (issue 11 item 7): one page of the tickets booked with the account's address,
 * two statements (count, page), no per-row work. Nothing until the address is verified.
 */
export async function readMyTickets(
  user: User,
  page: ListQuery['page'],
  now = new Date(),
): Promise<{ tickets: MyTicket[]; total: number }> {
  if (!user.emailVerifiedAt) return { tickets: [], total: 0 }
  const email = user.email.trim().toLowerCase()
  const at = sqlInstant(db.connection(), now)
  return readDirectly(async (select) => {
    const [counted] = await select(COUNT_SQL, [email, email])
    const total = Number(counted?.total ?? 0)
    if (total <= (page.number - 1) * page.size) return { tickets: [], total }
    const rows = await select(PAGE_SQL, [
      email,
      email,
      at,
      at,
      page.size,
      (page.number - 1) * page.size,
    ])
    return {
      tickets: rows.map((row) =>
        withLinks(doorTicketOf(row), PUBLISHED_STATUSES.includes(row.event_status as EventStatus)),
      ),
      total,
    }
  })
}

/** The ticket's links; the event's page and calendar file only while it is published. */
function withLinks(ticket: ReturnType<typeof doorTicketOf>, published: boolean): MyTicket {
  const event = ticket.event.hash_code || ticket.event.id
  return {
    ...ticket,
    ticket_url: ticketUrl(ticket.code),
    qr_url: `${appUrl}${ticketQrPath(ticket.code)}`,
    event_url: published ? `${appUrl}${routePath('publicEvent', { code: event })}` : null,
    calendar_url: published ? `${appUrl}${eventCalendarPath(event)}` : null,
  }
}
