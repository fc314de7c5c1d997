import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '@tessera/shared/i18n/locales'
import { routePath } from '@tessera/shared/routing/routes'
import { appKey, appUrl } from '#config/app'
import { emailVerification } from '#config/limits'
import ApiError from '#exceptions/api_error'
import { sqlInstant } from '#lib/utc_date_time'
import User from '#models/user'
import { forgetUser } from '#services/accounts/signed_in_cache'
import { enqueueMail } from '#services/mail/outbox'

const key = Buffer.from(hkdfSync('sha256', appKey.release(), '', 'tessera e-mail verification', 32))
const TOKEN = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/

const signature = (userId: number, expires: number, email: string) =>
  createHmac('sha256', key).update(`verify:${userId}.${expires}.${email}`).digest('base64url')

/**
 * The token of a verification link: `{user id}.{expiry in Unix seconds}.{HMAC}`, the HMAC over the
 * id, the expiry and the address it was sent to, under a key derived from APP_KEY. Nothing is
 * stored: a changed address, a forged or altered token fail the HMAC; the guarded update in
 * `VerifyEmail` makes it single-use.
 */
export function verificationToken(user: Pick<User, 'id' | 'email'>, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + emailVerification.expiresInHours * 3600
  return `${user.id}.${expires}.${signature(user.id, expires, user.email)}`
}

/** The page the e-mail's button opens: `{APP_URL}/email/verify?token=…`. */
export function verificationUrl(user: Pick<User, 'id' | 'email'>): string {
  return `${appUrl}${routePath('emailVerify')}?${new URLSearchParams({ token: verificationToken(user) })}`
}

/** Queues the verification e-mail to the account's address, in the caller's transaction. */
export async function enqueueVerificationMail(
  trx: TransactionClientContract,
  user: User,
  locale: Locale,
): Promise<void> {
  await enqueueMail(trx, {
    to: user.email,
    locale,
    template: 'email_verification',
    data: {
      name: user.name,
      email: user.email,
      url: verificationUrl(user),
      expiresInHours: emailVerification.expiresInHours,
    },
  })
}

/**
 * "Send verification e-mail" (`POST /me/email-verification`): an account whose address is
 * already verified has nothing to confirm → 409 `already_verified`.
 */
export async function resendVerificationMail(user: User, locale: Locale): Promise<void> {
  if (user.emailVerifiedAt) throw ApiError.conflict('already_verified')
  await db.transaction((trx) => enqueueVerificationMail(trx, user, locale))
}

/**
 * Confirms an address with a link's token (`POST /email-verification`). Forged, altered, of an
 * unknown account or of an address the account no longer has → 422 `invalid_verification_link`;
 * past its expiry → 422 `verification_link_expired`; the address already verified (this link or
 * another was used) → 409 `already_verified`. The update is guarded on the address and on
 * `email_verified_at` being null, so of two uses at once exactly one succeeds.
 */
export async function verifyEmail(token: string, now = new Date()): Promise<User> {
  const invalid = () => ApiError.invalid('token', 'invalid_verification_link')
  const match = TOKEN.exec(token)
  if (!match) throw invalid()
  const [, id, expires, given] = match
  const user = await User.find(Number(id))
  if (!user || !sameText(given!, signature(user.id, Number(expires), user.email))) throw invalid()
  if (Number(expires) * 1000 <= now.getTime())
    throw ApiError.invalid('token', 'verification_link_expired')

  // Whole seconds, as every driver stores them
  const at = DateTime.fromJSDate(now).toUTC().startOf('second')
  const changed = await db.transaction(async (trx) => {
    const updated = await trx
      .from('users')
      .where('id', user.id)
      .where('email', user.email)
      .whereNull('email_verified_at')
      .update({ email_verified_at: sqlInstant(trx, at) })
    forgetUser(user.id, trx)
    return Array.isArray(updated) ? Number(updated[0] ?? 0) : Number(updated ?? 0)
  })
  if (!changed) throw ApiError.conflict('already_verified')
  user.emailVerifiedAt = at
  return user
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
