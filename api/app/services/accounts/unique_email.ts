import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ApiError from '#exceptions/api_error'
import User from '#models/user'
import { isUniqueViolation } from '#lib/database_values'

const taken = () => ApiError.invalid('email', 'email_taken')

/** Refuses an e-mail address another account already uses (422 `email_taken`). */
export async function ensureEmailFree(
  client: TransactionClientContract,
  email: string,
  exceptUserId?: number,
) {
  const query = User.query({ client }).where('email', email)
  if (exceptUserId) query.whereNot('id', exceptUserId)
  if (await query.first()) throw taken()
}

/**
 * Saves a user. The unique index on `email` is the last word: a concurrent write that took the
 * address after `ensureEmailFree` looked is `email_taken` too, never a 5xx.
 */
export async function saveUser(client: TransactionClientContract, user: User): Promise<User> {
  try {
    return await user.useTransaction(client).save()
  } catch (error) {
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
}
