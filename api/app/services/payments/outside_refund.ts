import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { cancelOrder } from '#services/orders/order_lifecycle'
import { enqueueOrderCancellation } from '#services/orders/order_cancellation'
import { findOrder, type Applied, type PaidOrder } from '#services/payments/apply_payment_event'
import type {
  PaymentEvent,
  ProviderName,
  ProviderRefund,
} from '#services/payments/payment_provider'
import { insertPaymentEvent, recordRefund } from '#services/payments/payment_event_rows'
import { orderPaymentProvider } from '#services/payments/providers'

async function refundedCents(trx: TransactionClientContract, orderId: number): Promise<number> {
  const row = await trx.from('orders').where('id', orderId).select('refunded_cents').first()
  return Number(row?.refunded_cents ?? 0)
}

/**
 * Records an order's refunds and, once they cover its total, cancels it (stock back, attendees
 * cancelled) and tells the buyer; a partial refund is recorded only (docs/DECISIONS.md "Refunds made
 * outside Tessera").
 */
async function applyRefunds(
  trx: TransactionClientContract,
  order: PaidOrder,
  refunds: ProviderRefund[],
  at: Date,
  provider: ProviderName,
): Promise<void> {
  for (const refund of refunds) {
    await recordRefund(trx, {
      provider,
      id: refund.id,
      orderId: order.id,
      amountCents: refund.amountCents,
      at,
    })
  }
  const refunded = await refundedCents(trx, order.id)
  if (refunded >= order.totalCents && (await cancelOrder(trx, order.id, at))) {
    // Refunded in the provider's dashboard: the organizer's doing.
    await enqueueOrderCancellation(trx, order.id, refunded, 'organizer')
  }
}

/**
 * A refund made in the provider's dashboard (Stripe's `charge.refunded`, which names the payment):
 * the order is found by its `payment_capture`, the provider lists the payment's refunds (outside
 * any transaction), then one transaction records the event once and each refund once by its id —
 * Tessera's own refunds are already there under the same ids, so nothing is counted twice.
 */
export async function applyOutsideRefund(
  provider: ProviderName,
  event: PaymentEvent,
  at: Date,
  organizerId: number | null,
): Promise<Applied> {
  const key = { column: 'payment_capture', value: event.capture ?? null } as const
  const order = await findOrder(db.connection(), provider, key, organizerId)
  const refunds = order
    ? await (await orderPaymentProvider(provider, order.id)).refundsOf(key.value!)
    : []
  return db.transaction(async (trx) => {
    const row = { provider, eventId: event.id, orderId: order?.id ?? null, at }
    const kind = 'refunded' as const
    if (!(await insertPaymentEvent(trx, { ...row, kind, amountCents: event.amountCents }))) {
      return { kind: 'replayed', order, refund: null }
    }
    if (order) await applyRefunds(trx, order, refunds, at, provider)
    return { kind, order, refund: null }
  })
}
