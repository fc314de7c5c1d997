import {
  canAssignRole,
  canManageUserWithRole,
  canUseDeveloperFeatures,
  isProtectedDefault,
  isSuperUser,
} from '@tessera/shared/domain/access/roles'
import { DEFAULT_ROLE, isRoleName, type RoleName } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import type Role from '#models/role'
import type User from '#models/user'
import { inDemoMode } from '#services/accounts/demo_mode'

/** In demo mode only super users (admin, moderator) may change users (spec "accounts" §5). */
export function ensureMayWriteUsers(actor: User): void {
  if (inDemoMode() && !isSuperUser(actor.roleName)) throw ApiError.forbidden()
}

/** Default users (ids 1–8) are read-only in demo mode and never deleted (spec "accounts" §5). */
export function ensureNotProtected(id: number, always: boolean): void {
  if ((always || inDemoMode()) && isProtectedDefault(id))
    throw ApiError.forbidden('protected_record')
}

/** The payment token and service integrations are developer fields (spec "accounts" §6). */
export function ensureDeveloperFields(
  actor: User,
  values: Record<string, unknown>,
  fields: string[],
): void {
  if (canUseDeveloperFeatures(actor.roleName)) return
  const field = fields.find((name) => values[name] !== undefined)
  if (field) throw new ApiError(403, { code: 'forbidden', field })
}

/** Only an admin grants a staff role or changes a staff user (shared `canAssignRole`). */
export function ensureMayAssignRole(actor: User, role: Role): void {
  if (!canAssignRole(actor.roleName, roleNameOf(role))) {
    throw new ApiError(403, { code: 'forbidden', pointer: '/data/relationships/roles' })
  }
}

export function ensureMayManageUser(actor: User, subject: User): void {
  if (!canManageUserWithRole(actor.roleName, subject.roleName)) throw ApiError.forbidden()
}

function roleNameOf(role: Role): RoleName {
  return isRoleName(role.name) ? role.name : DEFAULT_ROLE
}
