import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { RefundPolicy } from '@tessera/shared/domain/events/constants'
import type { OrderStatus } from '@tessera/shared/public/booking'
import ApiError from '#exceptions/api_error'
import { enqueueOrderCancellation, type CancelledBy } from '#services/orders/order_cancellation'
import { cancelOrder } from '#services/orders/order_lifecycle'
import type { PaymentProvider, ProviderName } from '#services/payments/payment_provider'
import { recordRefund } from '#services/payments/payment_event_rows'
import { orderPaymentProvider } from '#services/payments/providers'

const ORDER_SQL = `select o.id, o.status, o.total_cents, o.payment_provider, o.payment_reference,
    e.user_id, e.refund_policy, e.start_at, e.timezone
  from orders o join events e on e.id = o.event_id
  where `

export type CancellableOrder = {
  id: number
  status: OrderStatus
  total_cents: number
  payment_provider: ProviderName | null
  payment_reference: string | null
  user_id: number
  refund_policy: RefundPolicy
  start_at: unknown
  timezone: string
}

type Refund = { provider: ProviderName; id: string; amountCents: number }

/** The order `condition` (on `o`, its order, and `e`, its event) finds, with its event's policy. */
export async function readCancellableOrder(
  condition: string,
  bindings: unknown[],
): Promise<CancellableOrder | null> {
  const result = await db.rawQuery(ORDER_SQL + condition, bindings)
  const [row] = (Array.isArray(result) ? result : result.rows) as CancellableOrder[]
  return row ?? null
}

/** The provider that took the order's payment (throws when its organizer's key is gone). */
function payerOf(
  order: CancellableOrder & { payment_provider: ProviderName },
): Promise<PaymentProvider> {
  return orderPaymentProvider(order.payment_provider, order.id)
}

/**
 * The money back, before any transaction (no provider call holds one open): idempotent at the
 * provider for one checkout and amount, so a retried or concurrent cancellation refunds once.
 */
async function refundAtProvider(order: CancellableOrder): Promise<Refund> {
  const { payment_provider: provider, payment_reference: reference } = order
  const amountCents = Number(order.total_cents)
  try {
    // No provider or reference to refund through (bad data), or the organizer's provider gone: the
    // booking stays as it is and the buyer is told payments are unavailable.
    if (!provider || !reference) throw new Error(`order ${order.id} has no payment reference`)
    const { id } = await (
      await payerOf({ ...order, payment_provider: provider })
    ).refund(reference, amountCents)
    return { provider, id, amountCents }
  } catch {
    throw new ApiError(503, { code: 'payment_unavailable' })
  }
}

/**
 * Cancels `order` and, when `refund`, gives its whole total back through the provider first; then
 * one transaction cancels it by the guarded transition (stock back, attendees cancelled), records
 * the refund and queues the cancellation e-mail. Two concurrent cancellations refund and cancel
 * once (the other gets 409 `already_cancelled`); a pending order's checkout is ended after.
 */
export async function cancelWithRefund(
  order: CancellableOrder,
  { refund: refunds, by }: { refund: boolean; by: CancelledBy },
  now: Date,
): Promise<void> {
  const refund = refunds ? await refundAtProvider(order) : null
  const cancelled = await db.transaction(async (trx) => {
    if (!(await cancelOrder(trx, order.id, now))) return false
    if (refund) await recordRefund(trx, { ...refund, orderId: order.id, at: now })
    await enqueueOrderCancellation(trx, order.id, refund?.amountCents ?? null, by)
    return true
  })
  if (!cancelled) throw ApiError.conflict('already_cancelled')
  if (order.status === 'pending') await endCheckout(order)
}

/**
 * A cancelled hold's checkout is ended after the commit, so the buyer cannot pay it any more; a
 * failure is only logged (a payment that still arrives is a late payment: refunded).
 */
async function endCheckout(order: CancellableOrder) {
  const { payment_provider: provider, payment_reference: reference } = order
  if (!provider || !reference) return
  try {
    await (await payerOf({ ...order, payment_provider: provider })).expireCheckout(reference)
  } catch (error) {
    logger.warn({ err: error, orderId: order.id }, 'cancellation: the checkout could not be ended')
  }
}
