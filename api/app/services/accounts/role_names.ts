import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import ApiError from '#exceptions/api_error'
import Role from '#models/role'
import { isUniqueViolation } from '#lib/database_values'

const nameTaken = () => ApiError.invalid('name', 'already_exists')

/** Role names are unique regardless of letter case ("Admin" would shadow "admin"). */
export async function ensureRoleNameFree(
  trx: TransactionClientContract,
  name: string,
  exceptId?: number,
) {
  const query = Role.query({ client: trx }).whereRaw('lower(name) = ?', [name.toLowerCase()])
  if (exceptId) query.whereNot('id', exceptId)
  if (await query.first()) throw nameTaken()
}

/** Saves a role; a concurrent save of the same name is the same 422. */
export async function saveRole(trx: TransactionClientContract, role: Role): Promise<Role> {
  try {
    return await role.useTransaction(trx).save()
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken()
    throw error
  }
}
