import db from '@adonisjs/lucid/services/db'
import type { Locale } from '@tessera/shared/i18n/locales'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { enqueueVerificationMail } from '#services/accounts/email_verification'

/**
 * "Send verification e-mail" (`POST /me/email-verification`): an account whose address is
 * already verified has nothing to confirm → 409 `already_verified`.
 */
export default class ResendVerificationMail {
  static async handle(user: User, locale: Locale): Promise<void> {
    if (user.emailVerifiedAt) throw ApiError.conflict('already_verified')
    await db.transaction((trx) => enqueueVerificationMail(trx, user, locale))
  }
}
