import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { roleInput } from '@tessera/shared/schemas/role'
import Role from '#models/role'
import { ensureRoleNameFree, saveRole } from '#services/accounts/role_names'

/** Console: Add role (spec "accounts" §5: a role needs a name). */
export default class CreateRole {
  static async handle(input: z.output<typeof roleInput>): Promise<Role> {
    return db.transaction(async (trx) => {
      await ensureRoleNameFree(trx, input.name)
      return saveRole(trx, new Role().merge({ name: input.name }))
    })
  }
}
