import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import { isDemoLockedRole } from '@tessera/shared/domain/access/roles'
import type { roleInput } from '@tessera/shared/schemas/role'
import ApiError from '#exceptions/api_error'
import Role from '#models/role'
import { inDemoMode } from '#services/accounts/demo_mode'
import { ensureRoleNameFree, saveRole } from '#services/accounts/role_names'

/** Console: Edit role. In demo mode roles 1–3 cannot be edited (spec "accounts" §5). */
export default class UpdateRole {
  static async handle(id: number, input: z.output<typeof roleInput>): Promise<Role> {
    return db.transaction(async (trx) => {
      const role = await Role.findOrFail(id, { client: trx })
      if (inDemoMode() && isDemoLockedRole(role.id)) throw ApiError.forbidden('protected_record')
      await ensureRoleNameFree(trx, input.name, role.id)
      return saveRole(trx, role.merge({ name: input.name }))
    })
  }
}
