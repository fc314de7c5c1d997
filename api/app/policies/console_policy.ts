import { canUseConsole } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'

/** The console (users, roles, categories) is for admin, moderator and developer (spec "accounts" §6). */
export function authorizeConsole(user: User): void {
  if (!canUseConsole(user.roleName)) throw ApiError.forbidden()
}
