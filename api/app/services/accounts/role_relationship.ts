import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import ApiError from '#exceptions/api_error'
import Role from '#models/role'

const POINTER = '/data/relationships/roles'
const invalid = (code: ErrorCode) => new ApiError(422, { code, pointer: POINTER })

/**
 * The role id named by `relationships.roles` of a `users` document (a list of one identifier, or a
 * single identifier); undefined when the document does not name one.
 */
export function requestedRoleId(body: unknown): number | undefined {
  const relationships = (body as { data?: { relationships?: unknown } })?.data?.relationships
  if (relationships === undefined || relationships === null) return undefined
  if (typeof relationships !== 'object') throw invalid('invalid_value')
  const roles = (relationships as { roles?: { data?: unknown } }).roles
  if (roles === undefined) return undefined
  const data = roles?.data
  const first: unknown = Array.isArray(data) ? data[0] : data
  if (first === undefined || first === null) throw invalid('required')
  const { type, id } = first as { type?: unknown; id?: unknown }
  const n =
    typeof id === 'string' && /^\d+$/.test(id)
      ? Number(id)
      : typeof id === 'number'
        ? id
        : Number.NaN
  if (type !== 'roles' || !Number.isSafeInteger(n) || n < 1) throw invalid('invalid_value')
  return n
}

/** A role that must exist (422 with a pointer to the relationship otherwise). */
export async function existingRole(
  client: QueryClientContract,
  roleId: number | undefined,
): Promise<Role> {
  if (roleId === undefined) throw invalid('required')
  const role = await Role.find(roleId, { client })
  if (!role) throw invalid('invalid_value')
  return role
}
