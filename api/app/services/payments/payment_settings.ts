import { PAYMENT_GATEWAYS } from '@tessera/shared/domain/accounts/fields'
import type { z } from 'zod'
import type { paymentSettingsInput } from '@tessera/shared/schemas/user'
import ApiError from '#exceptions/api_error'
import { definedValues } from '#lib/database_values'
import type User from '#models/user'
import { encryptedSecret } from '#services/payments/payment_secret'

type Input = z.output<typeof paymentSettingsInput>

/** A field's value once the update is saved: the new one when sent, else the stored one. */
const after = <T>(sent: T | undefined, stored: T): T => (sent !== undefined ? sent : stored)

/** The Payments tab's fields; sending one needs `paid_tickets` (declared by `UpdateProfile`). */
export const PAYMENT_FIELDS = [
  'payment_gateway',
  'payment_secret',
  'payment_webhook_secret',
] as const

/**
 * The profile's Payments tab (PATCH /me; docs/DECISIONS.md "Payment setup"): whoever may sell paid
 * tickets (`paid_tickets`, checked by `UpdateProfile.plan`) chooses the sandbox or Stripe and stores their keys, encrypted. Stripe
 * needs both its secret key and the webhook signing secret, or it would fall back to the sandbox
 * without a word. Returns the model's values to merge (none when none was sent).
 */
export function paymentSettingsOf(user: User, input: Input) {
  if (!PAYMENT_FIELDS.some((field) => input[field] !== undefined)) return {}
  const next = {
    paymentGateway: input.payment_gateway,
    paymentSecretEncrypted: encryptedSecret(input.payment_secret),
    paymentWebhookSecretEncrypted: encryptedSecret(input.payment_webhook_secret),
  }
  if (after(next.paymentGateway, user.paymentGateway) === PAYMENT_GATEWAYS.card) {
    if (!after(next.paymentSecretEncrypted, user.paymentSecretEncrypted)) {
      throw ApiError.invalid('payment_secret', 'required')
    }
    if (!after(next.paymentWebhookSecretEncrypted, user.paymentWebhookSecretEncrypted)) {
      throw ApiError.invalid('payment_webhook_secret', 'required')
    }
  }
  return definedValues(next)
}
