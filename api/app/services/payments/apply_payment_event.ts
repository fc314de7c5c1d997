import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { completeOrder, expireOrder, reviveOrder } from '#services/orders/order_lifecycle'
import type { PaymentEvent, ProviderName } from '#services/payments/payment_provider'
import {
  insertPaymentEvent,
  refundStillDue,
  setPaymentEventKind,
  type RecordedKind,
} from '#services/payments/payment_event_rows'

/** The order a provider event is about. */
export type PaidOrder = { id: number; reference: string; totalCents: number }

export type Applied = {
  kind: RecordedKind | 'replayed'
  order: PaidOrder | null
  /** A payment Tessera must give back (the late-payment rule): refunded after the commit. */
  refund: { amountCents: number } | null
}

/** How an event names its order: the checkout (`payment_reference`) or the payment (`payment_capture`). */
export type OrderKey = { column: 'payment_reference' | 'payment_capture'; value: string | null }

/**
 * The order an event names, among `organizerId`'s events when the event came to that organizer's
 * own endpoint (null: any order of the provider).
 */
export async function findOrder(
  client: QueryClientContract,
  provider: ProviderName,
  key: OrderKey,
  organizerId: number | null,
): Promise<PaidOrder | null> {
  if (!key.value) return null
  const query = client
    .from('orders')
    .where({ 'orders.payment_provider': provider, [`orders.${key.column}`]: key.value })
    .select('orders.id', 'orders.payment_reference', 'orders.total_cents')
  if (organizerId !== null) {
    query.join('events', 'events.id', 'orders.event_id').where('events.user_id', organizerId)
  }
  const row = await query.first()
  if (!row) return null
  return {
    id: Number(row.id),
    reference: row.payment_reference,
    totalCents: Number(row.total_cents),
  }
}

async function statusOf(trx: TransactionClientContract, orderId: number): Promise<string> {
  const row = await trx.from('orders').where('id', orderId).select('status').first()
  return String(row?.status)
}

/**
 * A payment completes its pending order. One that comes after the hold ran out completes it again
 * when the stock can still take its units (`reviveOrder`), and is otherwise owed back, as is a
 * payment for a cancelled order (docs/ARCHITECTURE.md "Payments", the late-payment rule).
 */
async function applyPayment(trx: TransactionClientContract, orderId: number, at: Date) {
  if (await completeOrder(trx, orderId, at)) return 'paid'
  if (await reviveOrder(trx, orderId, at)) return 'late_paid_revived'
  const status = await statusOf(trx, orderId)
  return status === 'expired' || status === 'cancelled' ? 'late_paid_refund_due' : 'paid'
}

/**
 * Applies a verified provider event once, in one transaction: the event's row (unique provider
 * and event id) and its effect commit together, so a replay or a provider's retry changes nothing
 * (except finishing a refund a crash left owed).
 */
export async function applyPaymentEvent(
  provider: ProviderName,
  event: PaymentEvent,
  at: Date,
  organizerId: number | null = null,
): Promise<Applied> {
  return db.transaction(async (trx) => {
    const key = { column: 'payment_reference', value: event.reference } as const
    const order = await findOrder(trx, provider, key, organizerId)
    const owed = { amountCents: event.amountCents ?? order?.totalCents ?? 0 }
    const row = { provider, eventId: event.id, orderId: order?.id ?? null, at }
    if (
      !(await insertPaymentEvent(trx, { ...row, kind: event.kind, amountCents: event.amountCents }))
    ) {
      const due = order !== null && (await refundStillDue(trx, provider, event.id))
      return { kind: 'replayed', order, refund: due ? owed : null }
    }
    if (!order || (event.kind !== 'paid' && event.kind !== 'expired')) {
      return { kind: event.kind, order, refund: null }
    }
    if (event.kind === 'expired') {
      await expireOrder(trx, order.id, at)
      return { kind: 'expired', order, refund: null }
    }
    if (event.capture) {
      await trx.from('orders').where('id', order.id).update({ payment_capture: event.capture })
    }
    const kind = await applyPayment(trx, order.id, at)
    if (kind !== 'paid') await setPaymentEventKind(trx, provider, event.id, kind)
    return { kind, order, refund: kind === 'late_paid_refund_due' ? owed : null }
  })
}
