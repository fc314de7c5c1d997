import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import {
  user,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
} from '@tessera/shared/schemas/user'

/** Console users (docs/API.md: `users`, always with their role: `include=roles`). */
export async function listUsers(queryString: string, signal?: AbortSignal) {
  return parseList(await api.get(`users?${queryString}`, { signal }), user)
}

export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return parseOne(await api.get(`users/${encodeURIComponent(id)}?include=roles`, { signal }), user)
}

/** The one role of a user, as a `roles` relationship (a list of one). */
const roleRelationship = (roleId: string) => ({ roles: { data: [{ type: 'roles', id: roleId }] } })

/** Adds a user; the screen goes back to the list, so the answer's document is not needed. */
export async function createUser(attributes: UserCreateInput, roleId: string): Promise<void> {
  const body = { data: { type: 'users', attributes, relationships: roleRelationship(roleId) } }
  await api.post('users', body)
}

export async function updateUser(
  id: string,
  attributes: UserUpdateInput,
  roleId?: string,
): Promise<User> {
  const relationships = roleId ? roleRelationship(roleId) : undefined
  const body = {
    data: { type: 'users', id, attributes, ...(relationships ? { relationships } : {}) },
  }
  return parseOne(await api.patch(`users/${encodeURIComponent(id)}`, body), user)
}

export async function deleteUser(id: string): Promise<void> {
  await api.delete(`users/${encodeURIComponent(id)}`)
}
