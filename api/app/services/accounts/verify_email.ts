import { timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import { sqlInstant } from '#lib/utc_date_time'
import User from '#models/user'
import { signature, VERIFICATION_TOKEN } from '#services/accounts/email_verification'
import { forgetUser } from '#services/accounts/signed_in_cache'

/**
 * Confirms an address with a link's token (`POST /email-verification`). Forged, altered, of an
 * unknown account or of an address the account no longer has → 422 `invalid_verification_link`;
 * past its expiry → 422 `verification_link_expired`; the address already verified (this link or
 * another was used) → 409 `already_verified`. The update is guarded on the address and on
 * `email_verified_at` being null, so of two uses at once exactly one succeeds.
 */
export default class VerifyEmail {
  static async handle(token: string, now = new Date()): Promise<User> {
    const invalid = () => ApiError.invalid('token', 'invalid_verification_link')
    const match = VERIFICATION_TOKEN.exec(token)
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
}
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
