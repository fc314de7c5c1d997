import { roleOf } from '@tessera/shared/domain/access/roles'
import type { User } from '@tessera/shared/schemas/user'
import type { SessionUser } from '@tessera/shared/stores/session'

/** The part of a profile every app keeps in `$session` (its role is the first of `roles`). */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: roleOf({ roles: user.roles.map((role) => ({ name: role.name ?? '' })) }),
    profile_image: user.profile_image,
    timezone: user.timezone,
    currency: user.currency,
  }
}
