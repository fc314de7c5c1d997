import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import User from '#models/user'
import { revokeAccessTokens } from '#services/accounts/access_tokens'
import {
  ensureResetAllowed,
  RESET_TOKENS_TABLE,
  resetTokenHash,
} from '#services/accounts/password_reset'
import { sqlInstant } from '#lib/utc_date_time'

/**
 * Sets a new password with a reset token. The token is consumed (a guarded delete, so two
 * concurrent uses cannot both succeed), the user's other reset tokens are deleted and every access
 * token of the user is revoked. The caller signs the user in afterwards (spec "accounts" §4).
 */
export default class ResetPassword {
  static async handle(input: { email: string; token: string; password: string }): Promise<User> {
    ensureResetAllowed()
    return db.transaction(async (trx) => {
      const invalid = () => ApiError.invalid('token', 'invalid_reset_token')
      const user = await User.query({ client: trx }).where('email', input.email).first()
      if (!user) throw invalid()
      const consumed = await trx
        .from(RESET_TOKENS_TABLE)
        .where('user_id', user.id)
        .where('token_hash', resetTokenHash(input.token))
        .where('expires_at', '>', sqlInstant(trx, DateTime.now()))
        .delete()
      if (!affected(consumed)) throw invalid()

      user.password = input.password
      await user.useTransaction(trx).save()
      await trx.from(RESET_TOKENS_TABLE).where('user_id', user.id).delete()
      await revokeAccessTokens(trx, user.id)
      return user
    })
  }
}

/** Rows a delete changed (knex answers a number; some drivers an array). */
function affected(result: unknown): number {
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result ?? 0)
}
