import { PAYMENT_STATES } from '@tessera/shared/domain/guests/guest-states'
import { ORDER_STATUSES } from '@tessera/shared/public/booking'
import { filterId, filterOneOf } from '#lib/list_filters'
import type { ListNames, ListQuery } from '#lib/list_query'
import { placeholders, SqlWhere } from '#lib/sql_where'
import type User from '#models/user'
import { seesAll } from '#policies/owner_policy'
import { paymentStateSql } from '#services/guests/payment_state_sql'

type Filter = (where: SqlWhere, value: string) => void

const filters: Record<string, Filter> = {
  /** The buyer's name or e-mail containing the text, or the booking number itself. */
  search: (where, value) =>
    void where.search(['o.buyer_name', 'o.buyer_email'], 'o.hash_code', value),
  event: (where, value) => void where.add('o.event_id = ?', [filterId('event', value)]),
  status: (where, value) => {
    const statuses = filterOneOf('status', value, ORDER_STATUSES)
    where.add(`o.status in (${placeholders(statuses)})`, statuses)
  },
  payment: (where, value) =>
    void where.add(paymentStateSql(filterOneOf('payment', value, PAYMENT_STATES))),
}

/** The bookings list's parameters (docs/API.md "Guest list and bookings"). */
export const orderList: ListNames = {
  filters,
  sorts: { created_at: 'o.id', total: 'o.total_cents', buyer_name: 'o.buyer_name' },
  defaultSort: '-created_at',
  defaultSize: 10,
}

/**
 * The orders `user` may see (of their own events; super users: all) matching the filters, with
 * the order of `list`'s sort, ties broken by id in the last column's direction.
 */
export function orderWhere(user: User, list: Pick<ListQuery, 'filters'>): SqlWhere {
  const where = new SqlWhere()
  if (!seesAll(user)) where.add('e.user_id = ?', [user.id])
  for (const [name, value] of list.filters) filters[name]!(where, value)
  return where
}

export function orderOrder(list: ListQuery): string {
  const last = list.sort.at(-1)?.direction ?? 'desc'
  const columns = list.sort
    .filter(({ column }) => column !== 'o.id')
    .map(({ column, direction }) => `${column} ${direction}`)
  return [...columns, `o.id ${last}`].join(', ')
}
