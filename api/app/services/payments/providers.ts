import { PAYMENT_GATEWAYS } from '@tessera/shared/domain/accounts/fields'
import type { PaymentProvider, ProviderName } from '#services/payments/payment_provider'
import { decryptedSecret } from '#services/payments/payment_secret'
import { sandboxProvider } from '#services/payments/sandbox_provider'
import { StripeProvider, verifyStripeWebhook } from '#services/payments/stripe_provider'

/** What picks an organizer's provider: their gateway and their stored card secret. */
export type PaymentOrganizer = {
  paymentGateway: number | null
  paymentSecretEncrypted: string | null
}

const stripeBySecret = new Map<string, StripeProvider>()

function stripeProvider(secret: string): StripeProvider {
  let provider = stripeBySecret.get(secret)
  if (!provider) {
    provider = new StripeProvider(secret)
    stripeBySecret.set(secret, provider)
  }
  return provider
}

/**
 * The provider that takes an organizer's payments (docs/ARCHITECTURE.md "Payments"): Stripe when
 * they chose the card gateway and stored its secret key, the built-in sandbox otherwise.
 */
export function paymentProviderFor(organizer: PaymentOrganizer): PaymentProvider {
  const secret = decryptedSecret(organizer.paymentSecretEncrypted)
  if (organizer.paymentGateway === PAYMENT_GATEWAYS.card && secret) return stripeProvider(secret)
  return sandboxProvider
}

type WebhookVerifier = { name: ProviderName; verify: PaymentProvider['verifyWebhook'] }

/** The webhook verifier of a provider name (`/payments/{provider}/webhook`); null for others. */
export function webhookVerifier(name: string): WebhookVerifier | null {
  if (name === 'sandbox') {
    return { name, verify: sandboxProvider.verifyWebhook.bind(sandboxProvider) }
  }
  if (name === 'stripe') return { name, verify: verifyStripeWebhook }
  return null
}
