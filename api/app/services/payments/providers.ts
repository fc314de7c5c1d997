import db from '@adonisjs/lucid/services/db'
import { paymentsConfig } from '#config/payments'
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

/** One SDK client per secret and API address (the address is configuration: tests change it). */
const stripeClients = new Map<string, StripeProvider>()

function stripeProvider(secret: string): StripeProvider {
  const key = `${paymentsConfig.stripeApiUrl ?? ''} ${secret}`
  let provider = stripeClients.get(key)
  if (!provider) {
    provider = new StripeProvider(secret)
    stripeClients.set(key, provider)
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

/** Who checks a webhook, and whose orders it may touch (null: any order of the provider). */
type WebhookVerifier = {
  name: ProviderName
  verify: PaymentProvider['verifyWebhook']
  organizerId: number | null
}

type OrganizerRow = { payment_gateway: number | null; payment_secret_encrypted: string | null }

const organizerOf = (row: OrganizerRow | null | undefined): PaymentOrganizer => ({
  paymentGateway: row?.payment_gateway ?? null,
  paymentSecretEncrypted: row?.payment_secret_encrypted ?? null,
})

/** The provider of the organizer with id `organizerId` (a new order's checkout). */
export async function organizerPaymentProvider(organizerId: number): Promise<PaymentProvider> {
  const row = await db
    .from('users')
    .where('id', organizerId)
    .select('payment_gateway', 'payment_secret_encrypted')
    .first()
  return paymentProviderFor(organizerOf(row))
}

/**
 * The provider that took an order's payment (`orders.payment_provider`): the sandbox, or its
 * organizer's card gateway, for a refund or to end a checkout. Throws when the organizer's key is
 * gone.
 */
export async function orderPaymentProvider(
  provider: ProviderName,
  orderId: number,
): Promise<PaymentProvider> {
  if (provider === 'sandbox') return sandboxProvider
  const row = await db
    .from('orders')
    .join('events', 'events.id', 'orders.event_id')
    .join('users', 'users.id', 'events.user_id')
    .where('orders.id', orderId)
    .select('users.payment_gateway', 'users.payment_secret_encrypted')
    .first()
  const payer = paymentProviderFor(organizerOf(row))
  if (payer.name !== provider) throw new Error(`order ${orderId}: its ${provider} key is gone`)
  return payer
}

/**
 * The signing secret and id of the organizer whose Stripe webhook endpoint is
 * `/payments/stripe/webhook/{uuid}`; null when there is no such organizer or secret.
 */
async function organizerEndpoint(uuid: string) {
  const row = await db
    .from('users')
    .where('uuid', uuid)
    .select('id', 'payment_webhook_secret_encrypted')
    .first()
  const secret = decryptedSecret(row?.payment_webhook_secret_encrypted ?? null)
  return secret ? { id: Number(row.id), secret } : null
}

/**
 * The webhook verifier of `/payments/{provider}/webhook[/{organizer}]`: the sandbox's, Stripe's
 * with the deployment's endpoint secret, or Stripe's with one organizer's endpoint secret (their
 * own Stripe account); null when there is none.
 */
export async function webhookVerifier(
  name: string,
  organizer?: string,
): Promise<WebhookVerifier | null> {
  if (name === 'sandbox' && !organizer) {
    return { name, verify: sandboxProvider.verifyWebhook.bind(sandboxProvider), organizerId: null }
  }
  if (name !== 'stripe') return null
  if (!organizer) return { name, verify: verifyStripeWebhook, organizerId: null }
  const endpoint = await organizerEndpoint(organizer)
  if (!endpoint) return null
  return {
    name,
    verify: (rawBody, headers) => verifyStripeWebhook(rawBody, headers, endpoint.secret),
    organizerId: endpoint.id,
  }
}
