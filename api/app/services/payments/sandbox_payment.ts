import type { CheckoutView } from '#services/payments/checkout_orders'

/** Whether the sandbox checkout still takes a decision for the order at `now`. */
export function isOpenCheckout(order: CheckoutView, now: Date): boolean {
  return (
    order.status === 'pending' &&
    order.paymentProvider === 'sandbox' &&
    order.paymentReference !== null &&
    order.expiresAt !== null &&
    order.expiresAt > now
  )
}
