import { z } from 'zod'
import {
  CONSOLE_PASSWORD_PATTERN,
  PAYMENT_GATEWAYS,
  REGISTRATION_DEFAULT_CURRENCY,
  STRIPE_SECRET_KEY_PATTERN,
  STRIPE_WEBHOOK_SECRET_PATTERN,
  isGoogleEmail,
} from '../domain/accounts/fields.js'
import {
  currency,
  emailAddress,
  id,
  optionalText,
  password,
  requiredText,
  timestamp,
  timezone,
  withPasswordConfirmation,
} from './common.js'
import { role } from './role.js'

/**
 * `users` as the API returns them (spec "accounts" §3). Tokens are write-only: the API says
 * whether one is set (`has_slack_token`, `has_snipcart_token`, `has_payment_secret`) but never
 * sends it back.
 */
export const user = z.object({
  id,
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  profile_image: z.string().nullable(),
  timezone: z.string().nullable(),
  currency: z.string().nullable(),
  email_notifications: z.boolean(),
  slack_notifications: z.boolean(),
  has_slack_token: z.boolean(),
  google_calendar_synch: z.boolean(),
  google_email: z.string().nullable(),
  payment_gateway: z.number().nullable(),
  has_snipcart_token: z.boolean(),
  has_payment_secret: z.boolean(),
  has_payment_webhook_secret: z.boolean(),
  /** When the account proved it owns `email` (the verification link); null until then. */
  email_verified_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  roles: z.array(role.partial().extend({ id })).default([]),
})
export type User = z.infer<typeof user>

const googleEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isGoogleEmail, { params: { code: 'invalid_email' } })

const consolePassword = password.regex(CONSOLE_PASSWORD_PATTERN)

/** Edit user sends the password only when non-empty (spec "accounts" §5): an empty one is "no change". */
const unlessEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** POST /register (spec "accounts" §5). `terms` and `human_check` are checked by the API too. */
export const registerInput = withPasswordConfirmation(
  z.object({
    name: requiredText(255),
    email: emailAddress,
    password,
    password_confirmation: z.string(),
    currency: currency.default(REGISTRATION_DEFAULT_CURRENCY),
    invitation_code: z.string().trim().max(64).optional(),
    terms: z
      .unknown()
      .refine((value) => value === true, { params: { code: 'terms_not_accepted' } }),
    human_check: z.string().min(1).max(4096),
  }),
)
export type RegisterInput = z.input<typeof registerInput>

export const loginInput = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320),
  password: z.string().min(1).max(255),
})
export type LoginInput = z.infer<typeof loginInput>

export const passwordForgotInput = z.object({ email: emailAddress })

export const passwordResetInput = withPasswordConfirmation(
  z.object({
    email: emailAddress,
    token: z.string().min(1).max(255),
    password,
    password_confirmation: z.string(),
  }),
)

/** `POST /email-verification`: the token of the verification link (docs/API.md "Accounts"). */
export const emailVerificationInput = z.object({ token: z.string().min(1).max(255) })

const matching = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .refine((value) => pattern.test(value), { params: { code: 'invalid_format' } })

/**
 * The profile's Payments tab (PATCH /me): the sandbox (`payment_gateway` null) or Stripe (the card
 * gateway) with the organizer's secret key and their webhook endpoint's signing secret. Both
 * secrets are write-only; null removes one, leaving it out keeps it.
 */
export const paymentSettingsInput = z.object({
  payment_gateway: z.literal(PAYMENT_GATEWAYS.card).nullable().optional(),
  payment_secret: matching(STRIPE_SECRET_KEY_PATTERN).nullable().optional(),
  payment_webhook_secret: matching(STRIPE_WEBHOOK_SECRET_PATTERN).nullable().optional(),
})
export type PaymentSettingsInput = z.input<typeof paymentSettingsInput>

/** PATCH /me: the profile, preferences and an optional password change (needs the current one). */
export const meUpdateInput = withPasswordConfirmation(
  z.object({
    name: requiredText(255).optional(),
    timezone: timezone.optional(),
    currency: currency.optional(),
    email_notifications: z.boolean().optional(),
    slack_notifications: z.boolean().optional(),
    slack_token: optionalText(255),
    google_calendar_synch: z.boolean().optional(),
    google_email: googleEmail.nullable().optional(),
    current_password: z.string().max(255).optional(),
    password: password.optional(),
    password_confirmation: z.string().optional(),
    ...paymentSettingsInput.shape,
  }),
)
export type MeUpdateInput = z.input<typeof meUpdateInput>

const gateway = z.union([z.literal(PAYMENT_GATEWAYS.cart), z.literal(PAYMENT_GATEWAYS.card)])

/** POST /users (console; the role comes as `relationships.roles`). */
export const userCreateInput = withPasswordConfirmation(
  z.object({
    name: requiredText(255),
    email: emailAddress,
    password: consolePassword,
    password_confirmation: z.string(),
    timezone: timezone.optional(),
    currency: currency.optional(),
  }),
)
export type UserCreateInput = z.input<typeof userCreateInput>

/** PATCH /users/{id} (console: account card and configs card). Password only when non-empty. */
export const userUpdateInput = withPasswordConfirmation(
  z.object({
    name: requiredText(255).optional(),
    email: emailAddress.optional(),
    password: unlessEmpty(consolePassword),
    password_confirmation: unlessEmpty(z.string()),
    timezone: timezone.optional(),
    currency: currency.optional(),
    payment_gateway: gateway.nullable().optional(),
    snipcart_token: optionalText(255),
    payment_secret: paymentSettingsInput.shape.payment_secret,
    slack_notifications: z.boolean().optional(),
    slack_token: optionalText(255),
  }),
)
export type UserUpdateInput = z.input<typeof userUpdateInput>
