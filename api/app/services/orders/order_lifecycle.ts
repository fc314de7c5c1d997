import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { directStatements, type DirectStatements } from '#lib/direct_statements'
import { enqueueOrderConfirmation } from '#services/orders/order_confirmation'
import { giveBackStock, takeStock } from '#services/orders/order_stock'
import { signOrderTickets } from '#services/tickets/ticket_codes'

/*
| The order's state changes (docs/ARCHITECTURE.md "Orders"), each in the caller's transaction and
| each a guarded UPDATE on the expected state: false when the order was not in it, so a replayed
| webhook, a second sweeper or a race changes nothing.
*/

type Changed = { id: number; eventId: number; quantity: number }

async function transition(
  sql: DirectStatements,
  orderId: number,
  from: readonly string[],
  set: string,
  bindings: unknown[],
): Promise<Changed | null> {
  const [row] = await sql.all(
    `update orders set ${set} where id = ? and status in (${from.map(() => '?').join(', ')})
      returning event_id, quantity`,
    [...bindings, orderId, ...from],
  )
  return row ? { id: orderId, eventId: Number(row.event_id), quantity: Number(row.quantity) } : null
}

const setAttendees = (sql: DirectStatements, orderId: number, status: string, at: Date) =>
  sql.run('update attendees set status = ?, updated_at = ? where order_id = ?', [
    status,
    at,
    orderId,
  ])

/** An order that stops holding anything: its attendees cancelled, its units given back. */
async function release(sql: DirectStatements, order: Changed, at: Date) {
  await setAttendees(sql, order.id, 'cancelled', at)
  await giveBackStock(sql, order)
}

/**
 * What a paid order gets once completed: its attendees' signed codes and the confirmation e-mail
 * in the outbox, in the same transaction as the completion. Answers the codes signed now. (A free
 * order gets the same in its own transaction, its attendees inserted signed: `order_attempt.ts`.)
 */
export async function issueTickets(sql: DirectStatements, orderId: number) {
  const codes = await signOrderTickets(sql, orderId)
  await enqueueOrderConfirmation(sql, orderId)
  return codes
}

/** The guarded change to `completed` from `from`, with the payment's time. */
const paid = (sql: DirectStatements, orderId: number, from: string, at: Date) =>
  transition(sql, orderId, [from], 'status = ?, paid_at = ?, updated_at = ?', ['completed', at, at])

/** A completed order's attendees become `completed` and get their tickets. */
async function fulfil(sql: DirectStatements, id: number, at: Date) {
  await setAttendees(sql, id, 'completed', at)
  await issueTickets(sql, id)
}

/** `pending` → `completed` (the payment arrived): paid now, tickets issued. */
export async function completeOrder(trx: TransactionClientContract, orderId: number, at: Date) {
  const sql = await directStatements(trx)
  if (!(await paid(sql, orderId, 'pending', at))) return false
  await fulfil(sql, orderId, at)
  return true
}

/** `pending` → `expired` (the hold ran out, or the provider ended the checkout): stock back. */
export async function expireOrder(trx: TransactionClientContract, orderId: number, at: Date) {
  const sql = await directStatements(trx)
  const order = await transition(sql, orderId, ['pending'], 'status = ?, updated_at = ?', [
    'expired',
    at,
  ])
  if (!order) return false
  await release(sql, order, at)
  return true
}

/** `pending` or `completed` → `cancelled`: stock back, attendees cancelled (refunds are the caller's). */
export async function cancelOrder(trx: TransactionClientContract, orderId: number, at: Date) {
  const sql = await directStatements(trx)
  const order = await transition(
    sql,
    orderId,
    ['pending', 'completed'],
    'status = ?, cancelled_at = ?, updated_at = ?',
    ['cancelled', at, at],
  )
  if (!order) return false
  await release(sql, order, at)
  return true
}

class StockGone extends Error {}

/** Takes an order's units again with the guarded statements (`takeStock`); throws when it cannot. */
async function retakeStock(sql: DirectStatements, order: Changed) {
  const lines = await sql.all(
    'select event_ticket_id, quantity from order_lines where order_id = ?',
    [order.id],
  )
  const units = lines.map((line) => ({
    event_ticket_id: Number(line.event_ticket_id),
    quantity: Number(line.quantity),
  }))
  if (await takeStock(sql, order.eventId, units)) throw new StockGone()
}

/**
 * `expired` → `completed` for a payment that arrived after its hold ran out (docs/ARCHITECTURE.md
 * "Orders", the late-payment rule): only when the guarded capacity and stock statements can take
 * its units again; otherwise nothing changes (a savepoint undoes the part taken) and the caller
 * refunds the payment.
 */
export async function reviveOrder(trx: TransactionClientContract, orderId: number, at: Date) {
  try {
    await trx.transaction(async (savepoint) => {
      const sql = await directStatements(savepoint)
      const order = await paid(sql, orderId, 'expired', at)
      if (!order) throw new StockGone()
      await retakeStock(sql, order)
      await fulfil(sql, orderId, at)
    })
    return true
  } catch (error) {
    if (error instanceof StockGone) return false
    throw error
  }
}
