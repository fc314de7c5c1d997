import { randomUUID } from 'node:crypto'
import type { CheckoutView } from '#services/payments/checkout_orders'
import type { CheckoutOutcome } from '#services/payments/payment_return'
import type { PaymentEvent } from '#services/payments/payment_provider'
import ReceiveWebhook from '#services/payments/receive_webhook'
import { sandboxWebhookSecret } from '#services/payments/sandbox_provider'
import { signWebhook } from '#services/payments/webhook_signature'

/**
 * The sandbox checkout's Pay or Decline, made into the provider event a real provider would send
 * (paid, or the checkout ended: `expired`), signed with the sandbox's webhook secret and delivered
 * through the webhook's own code (`ReceiveWebhook`: signature check, then applied once).
 */
export default class DecideSandboxCheckout {
  static async handle(order: CheckoutView, outcome: CheckoutOutcome, at: Date): Promise<void> {
    const event: PaymentEvent = {
      id: `sbx_evt_${randomUUID()}`,
      kind: outcome === 'paid' ? 'paid' : 'expired',
      reference: order.paymentReference,
      amountCents: outcome === 'paid' ? order.totalCents : null,
    }
    const body = Buffer.from(JSON.stringify(event))
    const signature = signWebhook(sandboxWebhookSecret, body, at)
    await ReceiveWebhook.handle('sandbox', body, { 'tessera-signature': signature }, at)
  }
}
