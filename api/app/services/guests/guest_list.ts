import type { GuestCounts } from '@tessera/shared/schemas/guest'
import { readDirectly, type Row } from '#lib/direct_reads'
import type { ListQuery } from '#lib/list_query'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { seesAll } from '#policies/owner_policy'
import { guestOrder, guestWhere, ORDERS_JOIN } from '#services/guests/guest_list_query'

export const GUEST_COLUMNS = `a.id, a.name, a.email, a.phone_number, a.special_requirements,
  a.attendance_type, a.event_ticket_id, a.quantity, a.checked_in_qty, a.status, a.order_id,
  a.created_at, l.ticket_name, o.hash_code, o.status as order_status, o.total_cents,
  o.refunded_cents`

export type GuestRows = { rows: Row[]; total: number; counts: GuestCounts }

/** `e.id = ?` and, for an organizer, `e.user_id = ?`: another organizer's event is not found. */
export function ownedEvent(user: User, eventId: number) {
  return seesAll(user)
    ? { sql: 'e.id = ?', bindings: [eventId] }
    : { sql: 'e.id = ? and e.user_id = ?', bindings: [eventId, user.id] }
}

/**
 * One statement for the event's counts (zero rows: not the caller's event → 404): the units
 * expected and checked in from `event_guest_counts` (kept by triggers, migration 0521), and how
 * many attendees match: the event's count itself without filters, else a count of the matches.
 */
function countsSql(where: ReturnType<typeof guestWhere>, owned: ReturnType<typeof ownedEvent>) {
  const join = where.joins.has(ORDERS_JOIN) ? ORDERS_JOIN : ''
  const matching = where.clauses.length
    ? `(select count(*) from attendees a ${join} where a.event_id = e.id and ${where.condition})`
    : 'coalesce(c.attendees, 0)'
  return {
    sql: `select coalesce(c.expected, 0) as expected, coalesce(c.checked_in, 0) as checked_in,
        ${matching} as matching
      from events e left join event_guest_counts c on c.event_id = e.id
      where ${owned.sql}`,
    bindings: [...where.bindings, ...owned.bindings],
  }
}

/**
 * The guest list of one event (issue 11 item 5): two statements, the counts then one page in
 * index order (`guestOrder`), each attendee with its line's ticket name and its order's number
 * and money. No per-row work.
 */
export async function readGuestList(
  user: User,
  eventId: number,
  list: ListQuery,
): Promise<GuestRows> {
  const where = guestWhere(list)
  const counts = countsSql(where, ownedEvent(user, eventId))
  const { size, number } = list.page
  return readDirectly(async (select) => {
    const [found] = await select(counts.sql, counts.bindings)
    if (!found) throw ApiError.notFound()
    const rows = await select(
      `select ${GUEST_COLUMNS}
        from attendees a ${ORDERS_JOIN} join order_lines l on l.id = a.order_line_id
        where a.event_id = ?${where.sql}
        order by ${guestOrder(list)} limit ? offset ?`,
      [eventId, ...where.bindings, size, (number - 1) * size],
    )
    return {
      rows,
      total: Number(found.matching),
      counts: { expected: Number(found.expected), checked_in: Number(found.checked_in) },
    }
  })
}
