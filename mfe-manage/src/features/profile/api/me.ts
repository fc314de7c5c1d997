import { api } from '@tessera/shared/api/management'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { user, type MeUpdateInput, type User } from '@tessera/shared/schemas/user'

/** The signed-in user's profile (`GET /me?include=roles`). */
export async function getMe(signal?: AbortSignal): Promise<User> {
  return parseOne(await api.get('me?include=roles', { signal }), user)
}

/** `PATCH /me`: profile details, or a password change (with the current password). */
export async function updateMe(attributes: MeUpdateInput): Promise<User> {
  return parseOne(
    await api.patch('me?include=roles', { data: { type: 'users', attributes } }),
    user,
  )
}
