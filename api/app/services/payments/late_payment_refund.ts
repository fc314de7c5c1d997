import db from '@adonisjs/lucid/services/db'
import type { PaidOrder } from '#services/payments/apply_payment_event'
import type { ProviderName } from '#services/payments/payment_provider'
import { recordRefund } from '#services/payments/payment_event_rows'
import { orderPaymentProvider } from '#services/payments/providers'

/**
 * Gives a late payment back (docs/ARCHITECTURE.md "Payments"), after the transaction that decided
 * it: the provider's refund (idempotent at the provider for one checkout and amount), then its
 * record (`payment_events` kind `refund`, unique by the provider's refund id) and
 * `orders.refunded_cents`, once. A failure leaves the refund owed: the provider's retry of the
 * webhook finds it owed and tries again.
 */
export async function refundLatePayment(
  provider: ProviderName,
  order: PaidOrder,
  amountCents: number,
  at: Date,
): Promise<void> {
  const payer = await orderPaymentProvider(provider, order.id)
  const { id } = await payer.refund(order.reference, amountCents)
  await db.transaction((trx) =>
    recordRefund(trx, { provider, id, orderId: order.id, amountCents, at }),
  )
}
