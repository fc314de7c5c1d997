import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import type { userCreateInput } from '@tessera/shared/schemas/user'
import User from '#models/user'
import { ensureMayAssignRole, ensureMayWriteUsers } from '#services/accounts/console_rules'
import { ensureEmailFree, saveUser } from '#services/accounts/unique_email'
import { existingRole } from '#services/accounts/role_relationship'

type Input = z.output<typeof userCreateInput>

/** Console: Add User (spec "accounts" §2) with the role named by the `roles` relationship. */
export default class CreateUser {
  static async handle(actor: User, input: Input, roleId: number | undefined): Promise<User> {
    ensureMayWriteUsers(actor)
    return db.transaction(async (trx) => {
      const role = await existingRole(trx, roleId)
      ensureMayAssignRole(actor, role)
      await ensureEmailFree(trx, input.email)
      const user = await saveUser(
        trx,
        new User().merge({
          name: input.name,
          email: input.email,
          password: input.password,
          timezone: input.timezone ?? null,
          currency: input.currency ?? null,
          roleId: role.id,
        }),
      )
      user.$setRelated('role', role)
      return user
    })
  }
}
