import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@tessera/shared/api/management'
import { keepProfile } from '@tessera/shared/api/me'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { user, type MeUpdateInput, type User } from '@tessera/shared/schemas/user'

/** `PATCH /me`: profile details, or a password change (with the current password). */
export async function updateMe(attributes: MeUpdateInput): Promise<User> {
  return parseOne(
    await api.patch('me?include=roles', { data: { type: 'users', attributes } }),
    user,
  )
}

/** The profile the API answered becomes the cached `/me` and the session's user (no second GET). */
export function useUpdateMe() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (profile) => keepProfile(queryClient, profile),
  })
}
