/**
 * Account field rules (spec "accounts" §5, §9), shared by forms and the API.
 */
export const PASSWORD_MIN_LENGTH = 8
export const CURRENCIES = ['eur', 'aud', 'usd'] as const
export type Currency = (typeof CURRENCIES)[number]
/** Registration offers eur first and by default (spec "accounts" §5). */
export const REGISTRATION_DEFAULT_CURRENCY: Currency = 'eur'

/** Payment gateways: 1 the cart provider, 2 the card provider (spec "accounts" §3). */
export const PAYMENT_GATEWAYS = { cart: 1, card: 2 } as const

/**
 * A Stripe API key an organizer may store for card payments: a secret (`sk_`) or restricted (`rk_`)
 * key, test or live (docs/DECISIONS.md "Payment setup").
 */
export const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,240}$/

/** The signing secret Stripe shows for a webhook endpoint (`whsec_…`). */
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/=_]{8,240}$/

/** Edit-user passwords are limited to letters, digits, dot, underscore and "!" (spec "accounts" §5). */
export const CONSOLE_PASSWORD_PATTERN = /^[A-Za-z0-9._!]+$/

/**
 * A Gmail or Googlemail address whose local part has at least 6 letters or digits, with single
 * dots or plus signs allowed between them (spec "accounts" §5).
 */
export function isGoogleEmail(value: string): boolean {
  const match = /^([a-z0-9]+(?:[.+][a-z0-9]+)*)@(gmail|googlemail)\.com$/i.exec(value.trim())
  if (!match) return false
  return match[1]!.replace(/[.+]/g, '').length >= 6
}

/** Whether a string names an IANA time zone this runtime knows. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}
