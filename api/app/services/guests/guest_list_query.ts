import { CHECK_IN_STATES, PAYMENT_STATES } from '@tessera/shared/domain/guests/guest-states'
import type { CheckInState } from '@tessera/shared/domain/guests/guest-states'
import { GUEST_STATUSES } from '@tessera/shared/schemas/guest'
import { filterId, filterOneOf } from '#lib/list_filters'
import type { ListNames, ListQuery } from '#lib/list_query'
import { SqlWhere } from '#lib/sql_where'
import { paymentStateSql } from '#services/guests/payment_state_sql'

/** The join a filter on the attendee's order needs. */
export const ORDERS_JOIN = 'join orders o on o.id = a.order_id'

/** `filter[status]`: a guest's status as the serializer shows it (an expired hold's, `expired`). */
const STATUS_CONDITIONS: Record<(typeof GUEST_STATUSES)[number], string> = {
  pending: `a.status = 'pending'`,
  completed: `a.status = 'completed'`,
  cancelled: `a.status = 'cancelled' and o.status <> 'expired'`,
  expired: `a.status = 'cancelled' and o.status = 'expired'`,
}

const CHECK_IN_CONDITIONS: Record<CheckInState, string> = {
  none: 'a.checked_in_qty = 0',
  partial: 'a.checked_in_qty > 0 and a.checked_in_qty < a.quantity',
  full: 'a.checked_in_qty = a.quantity',
}

type Filter = (where: SqlWhere, value: string) => void

const filters: Record<string, Filter> = {
  /** Name or e-mail containing the text, or the booking number itself. */
  search: (where, value) =>
    void where.search(['a.name', 'a.email'], 'o.hash_code', value, ORDERS_JOIN),
  event_ticket: (where, value) =>
    void where.add('a.event_ticket_id = ?', [filterId('event_ticket', value)]),
  status: (where, value) => {
    const statuses = filterOneOf('status', value, GUEST_STATUSES)
    where.add(
      statuses.map((status) => `(${STATUS_CONDITIONS[status]})`).join(' or '),
      [],
      ORDERS_JOIN,
    )
  },
  payment: (where, value) =>
    void where.add(paymentStateSql(filterOneOf('payment', value, PAYMENT_STATES)), [], ORDERS_JOIN),
  check_in: (where, value) => {
    const states = filterOneOf('check_in', value, CHECK_IN_STATES)
    where.add(states.map((state) => `(${CHECK_IN_CONDITIONS[state]})`).join(' or '))
  },
}

/**
 * The guest list's parameters (docs/API.md "Guest list and bookings"): each sort has an index
 * beginning with the event (migration 0520), so a page is read in index order.
 */
export const guestList: ListNames = {
  filters,
  sorts: { name: 'a.name', checked_in_qty: 'a.checked_in_qty', created_at: 'a.id' },
  defaultSort: 'name',
  defaultSize: 25,
}

/** The conditions of the parsed filters. */
export function guestWhere(list: ListQuery): SqlWhere {
  const where = new SqlWhere()
  for (const [name, value] of list.filters) filters[name]!(where, value)
  return where
}

/** `order by …` of the parsed sort, ties broken by id in the last column's direction. */
export function guestOrder(list: ListQuery): string {
  const last = list.sort.at(-1)?.direction ?? 'asc'
  const columns = list.sort.map(({ column, direction }) => `${column} ${direction}`)
  return [...columns.filter((column) => !column.startsWith('a.id ')), `a.id ${last}`].join(', ')
}
