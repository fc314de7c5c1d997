import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import User from '#models/user'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import {
  ensureMayManageUser,
  ensureMayWriteUsers,
  ensureNotProtected,
} from '#services/accounts/console_rules'
import { isForeignKeyViolation } from '#lib/database_values'

/**
 * Console: delete a user. Default users (ids 1–8) are kept, staff cannot delete themselves, and a
 * user who still owns records is refused (spec "accounts" §5).
 */
export default class DeleteUser {
  static async handle(actor: User, id: number): Promise<void> {
    ensureMayWriteUsers(actor)
    await db.transaction(async (trx) => {
      const user = await User.query({ client: trx }).where('id', id).preload('role').firstOrFail()
      ensureNotProtected(user.id, true)
      if (user.id === actor.id) throw ApiError.conflict('conflict')
      ensureMayManageUser(actor, user)
      if (await hasAssociatedItems(trx, 'users', user.id))
        throw ApiError.conflict('has_associated_items')
      try {
        await user.useTransaction(trx).delete()
      } catch (error) {
        if (isForeignKeyViolation(error)) throw ApiError.conflict('has_associated_items')
        throw error
      }
    })
  }
}
