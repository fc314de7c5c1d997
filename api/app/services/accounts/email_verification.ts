import { createHmac, hkdfSync } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Locale } from '@tessera/shared/i18n/locales'
import { routePath } from '@tessera/shared/routing/routes'
import { appKey, appUrl } from '#config/app'
import { emailVerification } from '#config/limits'
import User from '#models/user'
import { enqueueMail } from '#services/mail/outbox'

const key = Buffer.from(hkdfSync('sha256', appKey.release(), '', 'tessera e-mail verification', 32))
/** A link's token: `{user id}.{expiry}.{HMAC}`. */
export const VERIFICATION_TOKEN = /^(\d{1,12})\.(\d{1,12})\.([\w-]{43})$/

/** The HMAC of a link's id, expiry and address. */
export const signature = (userId: number, expires: number, email: string) =>
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
