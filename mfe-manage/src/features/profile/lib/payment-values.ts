import { z } from 'zod'
import { PAYMENT_GATEWAYS } from '@tessera/shared/domain/accounts/fields'
import {
  paymentSettingsInput,
  type PaymentSettingsInput,
  type User,
} from '@tessera/shared/schemas/user'

export type PaymentValues = {
  gateway: 'sandbox' | 'stripe'
  payment_secret: string
  payment_webhook_secret: string
}

export const paymentValuesOf = (user: User): PaymentValues => ({
  gateway: user.payment_gateway === PAYMENT_GATEWAYS.card ? 'stripe' : 'sandbox',
  payment_secret: '',
  payment_webhook_secret: '',
})

/** What PATCH /me sends: the gateway, and a key only when one was typed (empty keeps the stored one). */
function attributesOf(values: PaymentValues): PaymentSettingsInput {
  return {
    payment_gateway: values.gateway === 'stripe' ? PAYMENT_GATEWAYS.card : null,
    ...(values.payment_secret.trim() ? { payment_secret: values.payment_secret } : {}),
    ...(values.payment_webhook_secret.trim()
      ? { payment_webhook_secret: values.payment_webhook_secret }
      : {}),
  }
}

/**
 * The Payments form under the API's rules: the shared key patterns, and Stripe only with both keys
 * typed or already stored (the API answers 422 `required` otherwise).
 */
export function paymentForm(user: User) {
  return z
    .object({
      gateway: z.enum(['sandbox', 'stripe']),
      payment_secret: z.string(),
      payment_webhook_secret: z.string(),
    })
    .superRefine((values, context) => {
      if (values.gateway !== 'stripe') return
      const missing = (field: 'payment_secret' | 'payment_webhook_secret', stored: boolean) => {
        if (!stored && !values[field].trim()) {
          context.addIssue({ code: 'custom', path: [field], params: { code: 'required' } })
        }
      }
      missing('payment_secret', user.has_payment_secret)
      missing('payment_webhook_secret', user.has_payment_webhook_secret)
    })
    .transform(attributesOf)
    .pipe(paymentSettingsInput)
}

/** The address an organizer gives Stripe for their webhook endpoint (docs/API.md "Payments"). */
export const stripeWebhookUrl = (user: User, origin = window.location.origin) =>
  new URL(`/api/v1/payments/stripe/webhook/${user.uuid}`, origin).href
