import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Locale } from '@tessera/shared/i18n/locales'
import { appUrl } from '#config/app'
import { passwordReset } from '#config/limits'
import ApiError from '#exceptions/api_error'
import User from '#models/user'
import { revokeAccessTokens } from '#services/accounts/access_tokens'
import { inDemoMode } from '#services/accounts/demo_mode'
import { sqlInstant } from '#lib/utc_date_time'
import { enqueueMail } from '#services/mail/outbox'

const TABLE = 'password_reset_tokens'
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Password reset is off in demo mode (spec "accounts" §8: "reset is disabled in the demo"). */
export function ensureResetAllowed() {
  if (inDemoMode()) throw ApiError.forbidden('demo_mode')
}

/**
 * "Forgot password": for a known e-mail, a random single-use token (stored only as a hash) and the
 * reset e-mail, in one transaction. An unknown e-mail does nothing, and the caller answers the same
 * either way (no account enumeration).
 */
export class RequestPasswordReset {
  static async handle(email: string, locale: Locale): Promise<void> {
    ensureResetAllowed()
    await db.transaction(async (trx) => {
      const user = await User.query({ client: trx }).where('email', email).first()
      if (!user) return
      const token = randomBytes(32).toString('base64url')
      const now = DateTime.now()
      await trx.table(TABLE).insert({
        user_id: user.id,
        token_hash: hashOf(token),
        expires_at: sqlInstant(trx, now.plus({ minutes: passwordReset.expiresInMinutes })),
        created_at: sqlInstant(trx, now),
      })
      const query = new URLSearchParams({ token, email: user.email })
      await enqueueMail(trx, {
        to: user.email,
        locale,
        template: 'password_reset',
        data: {
          name: user.name,
          url: `${appUrl}/password/reset?${query}`,
          expiresInMinutes: passwordReset.expiresInMinutes,
        },
      })
    })
  }
}

/**
 * Sets a new password with a reset token. The token is consumed (a guarded delete, so two
 * concurrent uses cannot both succeed), the user's other reset tokens are deleted and every access
 * token of the user is revoked. The caller signs the user in afterwards (spec "accounts" §4).
 */
export class ResetPassword {
  static async handle(input: { email: string; token: string; password: string }): Promise<User> {
    ensureResetAllowed()
    return db.transaction(async (trx) => {
      const invalid = () => ApiError.invalid('token', 'invalid_reset_token')
      const user = await User.query({ client: trx }).where('email', input.email).first()
      if (!user) throw invalid()
      const consumed = await trx
        .from(TABLE)
        .where('user_id', user.id)
        .where('token_hash', hashOf(input.token))
        .where('expires_at', '>', sqlInstant(trx, DateTime.now()))
        .delete()
      if (!affected(consumed)) throw invalid()

      user.password = input.password
      await user.useTransaction(trx).save()
      await trx.from(TABLE).where('user_id', user.id).delete()
      await revokeAccessTokens(trx, user.id)
      return user
    })
  }
}

/** Rows a delete changed (knex answers a number; some drivers an array). */
function affected(result: unknown): number {
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
}
