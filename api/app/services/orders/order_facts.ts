import type { RoleName } from '@tessera/shared/domain/access/roles'
import type { BookingFacts, BookingTicketFacts } from '@tessera/shared/domain/booking/booking-facts'
import {
  PUBLISHED_STATUSES,
  type FeeBearing,
  type RefundPolicy,
} from '@tessera/shared/domain/events/constants'
import type { Row } from '#lib/direct_reads'
import type { DirectStatements } from '#lib/direct_statements'

/** A ticket offered on the event, with what an order line keeps of it. */
export type OfferedTicket = BookingTicketFacts & { name: string }

/** What an order is checked against and priced from: the published event and its tickets. */
export type OrderFacts = Omit<BookingFacts, 'tickets'> & {
  tickets: ReadonlyMap<string, OfferedTicket>
  organizerId: number
  organizerRole: RoleName
  eventName: string
  /** The event's public code and start as the driver returns them (the confirmation e-mail). */
  eventHashCode: string
  eventStartAt: unknown
  currency: string
  /** What the confirmation e-mail's receipt says of the event and its organizer. */
  virtualLink: string | null
  refundPolicy: RefundPolicy
  organizerName: string
}

const PUBLISHED = PUBLISHED_STATUSES.map((status) => `'${status}'`).join(', ')

/** The event with its organizer's role, and each of its tickets on one row (none: one row of nulls). */
const FACTS_SQL = `select e.id as event_id, e.name as event_name, e.event_type, e.timezone,
  e.hash_code as event_hash_code, e.start_at as event_start_at, e.total_capacity, e.booked_quantity, e.currency, e.user_id, r.name as role_name,
  e.virtual_link, e.refund_policy, u.name as organizer_name,
  et.id, t.name, et.price_cents, et.absorb_service_fee, et.max_quantity_per_person,
  et.personalized_ticket, et.phone_number_enabled, et.special_requirements_required,
  et.attendance_type, et.total_quantity, et.sold_quantity, et.start_sale_at, et.end_sale_at
  from events e
  join users u on u.id = e.user_id
  join roles r on r.id = u.role_id
  left join event_tickets et on et.event_id = e.id
  left join tickets t on t.id = et.ticket_id
  where e.id = ? and e.status in (${PUBLISHED})
  order by et.id`

/** An instant as either driver returns it (SQLite: UTC text). */
function instant(value: unknown): Date {
  if (value instanceof Date) return value
  return new Date(`${String(value).replace(' ', 'T')}Z`)
}

function offeredTicket(row: Row): OfferedTicket {
  return {
    name: String(row.name),
    price_cents: Number(row.price_cents),
    absorb_service_fee: Number(row.absorb_service_fee) as FeeBearing,
    max_quantity_per_person:
      row.max_quantity_per_person === null ? null : Number(row.max_quantity_per_person),
    personalized_ticket: Boolean(row.personalized_ticket),
    phone_number_enabled: Boolean(row.phone_number_enabled),
    special_requirements_required: Boolean(row.special_requirements_required),
    attendance_type: (row.attendance_type ?? null) as OfferedTicket['attendance_type'],
    total_quantity: Number(row.total_quantity),
    sold_quantity: Number(row.sold_quantity),
    start_sale_at: instant(row.start_sale_at),
    end_sale_at: instant(row.end_sale_at),
  }
}

/**
 * The facts of a published event (`public`, `public_search`) in one statement; null when there is
 * no such published event (a draft or private event is not found). Stock figures are what the
 * rules check first; the guarded statements are what decides.
 */
export async function readOrderFacts(
  sql: DirectStatements,
  eventId: string,
): Promise<OrderFacts | null> {
  if (!/^\d{1,9}$/.test(eventId)) return null
  const rows = await sql.all(FACTS_SQL, [Number(eventId)])
  const first = rows[0]
  if (!first) return null
  const tickets = new Map<string, OfferedTicket>()
  for (const row of rows) if (row.id !== null) tickets.set(String(row.id), offeredTicket(row))
  return {
    event: {
      id: String(first.event_id),
      event_type: first.event_type as OrderFacts['event']['event_type'],
      timezone: String(first.timezone),
      total_capacity: Number(first.total_capacity),
      booked_quantity: Number(first.booked_quantity),
    },
    tickets,
    organizerId: Number(first.user_id),
    organizerRole: first.role_name as RoleName,
    eventName: String(first.event_name),
    eventHashCode: String(first.event_hash_code),
    eventStartAt: first.event_start_at,
    currency: String(first.currency),
    virtualLink: first.virtual_link === null ? null : String(first.virtual_link),
    refundPolicy: Number(first.refund_policy) as RefundPolicy,
    organizerName: String(first.organizer_name),
  }
}
