import type { ManagedOrder } from '@tessera/shared/schemas/guest'
import { readDirectly, type Row, type Select } from '#lib/direct_reads'
import type { ListQuery } from '#lib/list_query'
import { placeholders, SqlWhere } from '#lib/sql_where'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { managedOrderOf } from '#serializers/managed_order_serializer'
import { orderOrder, orderWhere } from '#services/orders/order_list_query'

const FROM = 'from orders o join events e on e.id = o.event_id where 1 = 1'

const ORDER_COLUMNS = `o.id, o.hash_code, o.status, o.event_id, e.name as event_name,
  o.buyer_name, o.buyer_email, o.currency, o.total_cents, o.refunded_cents, o.quantity,
  o.payment_provider, o.payment_reference, o.created_at, o.paid_at, o.cancelled_at`

/** The lines of `orders`, in one statement, attached to each (no per-row round trip). */
async function withLines(select: Select, orders: Row[]): Promise<ManagedOrder[]> {
  if (!orders.length) return []
  const ids = orders.map((order) => order.id)
  const lines = await select(
    `select order_id, ticket_name, quantity, final_unit_cents from order_lines
      where order_id in (${placeholders(ids)}) order by id`,
    ids,
  )
  return orders.map((order) =>
    managedOrderOf(
      order,
      lines.filter((line) => line.order_id === order.id),
    ),
  )
}

/**
 * The bookings list (issue 11 item 6): the orders of the organizer's events matching the filters,
 * in three statements whatever the page: the count, the page with each order's event name, the
 * page's lines.
 */
export async function readOrderList(
  user: User,
  list: ListQuery,
): Promise<{ orders: ManagedOrder[]; total: number }> {
  const where = orderWhere(user, list)
  const { size, number } = list.page
  return readDirectly(async (select) => {
    const [count] = await select(`select count(*) as total ${FROM}${where.sql}`, where.bindings)
    const page = await select(
      `select ${ORDER_COLUMNS} ${FROM}${where.sql} order by ${orderOrder(list)} limit ? offset ?`,
      [...where.bindings, size, (number - 1) * size],
    )
    return { orders: await withLines(select, page), total: Number(count!.total) }
  })
}

/** One order of the organizer's events (another organizer's → 404), as the list shows it. */
export async function readManagedOrder(user: User, id: number): Promise<ManagedOrder> {
  const where = orderWhere(user, { filters: [] })
  const byId = new SqlWhere().add('o.id = ?', [id])
  return readDirectly(async (select) => {
    const rows = await select(`select ${ORDER_COLUMNS} ${FROM}${where.sql}${byId.sql}`, [
      ...where.bindings,
      ...byId.bindings,
    ])
    const [order] = await withLines(select, rows)
    if (!order) throw ApiError.notFound()
    return order
  })
}
