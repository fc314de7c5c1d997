import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { bookingDocument, type Booking } from '@tessera/shared/public/booking'
import ApiError from '#exceptions/api_error'
import { directStatements } from '#lib/direct_statements'
import { storeAnswer } from '#services/orders/idempotency'
import { expireOrder } from '#services/orders/order_lifecycle'
import type { CheckoutOrder, PaymentProvider } from '#services/payments/payment_provider'
import { sandboxProvider } from '#services/payments/sandbox_provider'

/** The provider that takes an organizer's payments (the per-organizer choice goes here). */
export function checkoutProvider(_organizerId: number): PaymentProvider {
  return sandboxProvider
}

/** A paid order just committed as `pending`, holding its stock, waiting for its checkout. */
export type PendingOrder = {
  keyId: number
  organizerId: number
  checkout: CheckoutOrder
  booking: Booking
}

/**
 * Opens the provider's checkout for a committed pending order, outside any transaction (no
 * database lock waits on the provider), then stores where the buyer pays and the key's answer. A
 * provider that fails expires the order at once (its stock comes back) and the answer, kept for
 * the key too, is 503 `payment_unavailable`.
 */
export async function openCheckout(
  pending: PendingOrder,
  at: Date,
): Promise<{ status: number; body: string }> {
  const { keyId, checkout: order } = pending
  const provider = checkoutProvider(pending.organizerId)
  let url: string
  let reference: string
  try {
    ;({ url, reference } = await provider.createCheckout(order))
  } catch (error) {
    logger.warn({ err: error, order: order.id }, 'the payment provider could not open a checkout')
    await db.transaction(async (trx) => {
      await expireOrder(trx, order.id, at)
      await storeAnswer(await directStatements(trx), keyId, {
        status: 503,
        body: '',
        orderId: order.id,
      })
    })
    throw new ApiError(503, { code: 'payment_unavailable' })
  }
  const body = JSON.stringify(bookingDocument({ ...pending.booking, payment_url: url }))
  await db.transaction(async (trx) => {
    const sql = await directStatements(trx)
    await sql.run(
      `update orders set payment_provider = ?, payment_reference = ?, payment_url = ?,
        updated_at = ? where id = ?`,
      [provider.name, reference, url, at, order.id],
    )
    await storeAnswer(sql, keyId, { status: 201, body, orderId: order.id })
  })
  return { status: 201, body }
}
