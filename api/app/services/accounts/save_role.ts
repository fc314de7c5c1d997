import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { z } from 'zod'
import { isDemoLockedRole } from '@tessera/shared/domain/access/roles'
import type { roleInput } from '@tessera/shared/schemas/role'
import ApiError from '#exceptions/api_error'
import Role from '#models/role'
import { inDemoMode } from '#services/accounts/demo_mode'
import { isUniqueViolation } from '#lib/database_values'

type Input = z.output<typeof roleInput>

const nameTaken = () => ApiError.invalid('name', 'already_exists')

/** Role names are unique regardless of letter case ("Admin" would shadow "admin"). */
async function ensureNameFree(trx: TransactionClientContract, name: string, exceptId?: number) {
  const query = Role.query({ client: trx }).whereRaw('lower(name) = ?', [name.toLowerCase()])
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first()) throw nameTaken()
}

async function saveRole(trx: TransactionClientContract, role: Role): Promise<Role> {
  try {
    return await role.useTransaction(trx).save()
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
}

/** Console: Add role (spec "accounts" §5: a role needs a name). */
export class CreateRole {
  static async handle(input: Input): Promise<Role> {
    return db.transaction(async (trx) => {
      await ensureNameFree(trx, input.name)
      return saveRole(trx, new Role().merge({ name: input.name }))
    })
  }
}

/** Console: Edit role. In demo mode roles 1–3 cannot be edited (spec "accounts" §5). */
export class UpdateRole {
  static async handle(id: number, input: Input): Promise<Role> {
    return db.transaction(async (trx) => {
      const role = await Role.findOrFail(id, { client: trx })
      if (inDemoMode() && isDemoLockedRole(role.id)) throw ApiError.forbidden('protected_record')
      await ensureNameFree(trx, input.name, role.id)
      return saveRole(trx, role.merge({ name: input.name }))
    })
  }
}
