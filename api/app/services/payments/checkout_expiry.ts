import logger from '@adonisjs/core/services/logger'
import { orderPaymentProvider } from '#services/payments/providers'
import type { ProviderName } from '#services/payments/payment_provider'

/** An order whose hold was just released, with its checkout at the provider. */
export type ReleasedCheckout = { id: number; provider: string | null; reference: string | null }

/**
 * The hook the order code calls after committing `expireOrder` or `cancelOrder` (the hold sweeper
 * with what `sweepExpiredHolds` answers, a cancellation): ends each order's checkout at its
 * provider, so nobody pays for a released hold (a Stripe session lives 30 minutes, a hold 15).
 * Outside any transaction; a provider that fails is logged, and a payment that still arrives
 * follows the late-payment rule.
 */
export async function endCheckouts(orders: ReleasedCheckout[]): Promise<void> {
  for (const order of orders) {
    if (!order.provider || !order.reference || order.provider === 'sandbox') continue
    try {
      const provider = await orderPaymentProvider(order.provider as ProviderName, order.id)
      await provider.expireCheckout(order.reference)
    } catch (error) {
      logger.warn({ err: error, order: order.id }, 'could not end the checkout of a released hold')
    }
  }
}
