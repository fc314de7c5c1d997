import db from '@adonisjs/lucid/services/db'
import { isProtectedDefault } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import Role from '#models/role'
import { hasAssociatedItems } from '#services/accounts/associated_items'
import { isForeignKeyViolation } from '#lib/database_values'

/**
 * Console: delete a role. Default roles (ids 1–8) are kept; a role that users still have is refused
 * (spec "accounts" §5, §8: "This role still has associated items.").
 */
/** "This role still has associated items." (spec "accounts" §8). */
const inUse = () =>
  new ApiError(409, { code: 'has_associated_items', values: { resource: 'roles' } })

export default class DeleteRole {
  static async handle(id: number): Promise<void> {
    await db.transaction(async (trx) => {
      const role = await Role.findOrFail(id, { client: trx })
      if (isProtectedDefault(role.id)) throw ApiError.forbidden('protected_record')
      if (await hasAssociatedItems(trx, 'roles', role.id)) throw inUse()
      try {
        await role.useTransaction(trx).delete()
      } catch (error) {
        if (isForeignKeyViolation(error)) throw inUse()
        throw error
      }
    })
  }
}
