import type { DirectStatements } from '#lib/direct_statements'

/** Why an order's units could not be taken (docs/ARCHITECTURE.md "Stock"). */
export type StockRefusal =
  { code: 'capacity_reached' } | { code: 'sold_out'; eventTicketId: number }

/** Units per ticket, ascending by ticket id: the same ticket on two lines counts together. */
export function unitsByTicket(lines: readonly { event_ticket_id: number; quantity: number }[]) {
  const units = new Map<number, number>()
  for (const line of lines)
    units.set(line.event_ticket_id, (units.get(line.event_ticket_id) ?? 0) + line.quantity)
  return [...units.entries()].sort(([a], [b]) => a - b)
}

/**
 * Takes an order's units with the guarded statements, in the caller's transaction: the event's
 * capacity first, then each ticket in ascending id order. Every order of an event therefore queues
 * on the event's row (on PostgreSQL a ticket's update also touches that row, by the public-revision
 * trigger) and two orders can never deadlock. Zero rows changed is the refusal; the caller rolls
 * back, so nothing of a refused order stays. The capacity statement bumps the event's public
 * revision itself (the public page shows what is left), so the `events_public_revision` trigger,
 * which bumps it only when a write did not, adds no second update of the row.
 */
export async function takeStock(
  sql: DirectStatements,
  eventId: number,
  lines: readonly { event_ticket_id: number; quantity: number }[],
): Promise<StockRefusal | null> {
  const total = lines.reduce((sum, line) => sum + line.quantity, 0)
  const event = await sql.run(
    `update events set booked_quantity = booked_quantity + ?, public_revision = public_revision + 1
      where id = ? and (total_capacity = -1 or booked_quantity + ? <= total_capacity)`,
    [total, eventId, total],
  )
  if (event === 0) return { code: 'capacity_reached' }
  for (const [eventTicketId, units] of unitsByTicket(lines)) {
    const taken = await sql.run(
      `update event_tickets set sold_quantity = sold_quantity + ?
        where id = ? and event_id = ? and (total_quantity = -1 or sold_quantity + ? <= total_quantity)`,
      [units, eventTicketId, eventId, units],
    )
    if (taken === 0) return { code: 'sold_out', eventTicketId }
  }
  return null
}

/**
 * Gives an order's units back (expiry, cancellation): the event's booked quantity, then its
 * tickets', in the same order as `takeStock` takes them. Only after a guarded status change, so an
 * order's units come back once.
 */
export async function giveBackStock(
  sql: DirectStatements,
  order: { id: number; eventId: number; quantity: number },
): Promise<void> {
  await sql.run(
    `update events set booked_quantity = booked_quantity - ?, public_revision = public_revision + 1
      where id = ?`,
    [order.quantity, order.eventId],
  )
  await sql.run(
    `update event_tickets set sold_quantity = sold_quantity - (select sum(l.quantity)
        from order_lines l where l.order_id = ? and l.event_ticket_id = event_tickets.id)
      where id in (select event_ticket_id from order_lines where order_id = ?)`,
    [order.id, order.id],
  )
}
