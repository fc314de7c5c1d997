import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Locale } from '@tessera/shared/i18n/locales'
import { appUrl } from '#config/app'
import { passwordReset } from '#config/limits'
import User from '#models/user'
import {
  ensureResetAllowed,
  RESET_TOKENS_TABLE,
  resetTokenHash,
} from '#services/accounts/password_reset'
import { sqlInstant } from '#lib/utc_date_time'
import { enqueueMail } from '#services/mail/outbox'

/**
 * "Forgot password": for a known e-mail, a random single-use token (stored only as a hash) and the
 * reset e-mail, in one transaction. An unknown e-mail does nothing, and the caller answers the same
 * either way (no account enumeration).
 */
export default class RequestPasswordReset {
  static async handle(email: string, locale: Locale): Promise<void> {
    ensureResetAllowed()
    await db.transaction(async (trx) => {
      const user = await User.query({ client: trx }).where('email', email).first()
      if (!user) return
      const token = randomBytes(32).toString('base64url')
      const now = DateTime.now()
      await trx.table(RESET_TOKENS_TABLE).insert({
        user_id: user.id,
        token_hash: resetTokenHash(token),
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
