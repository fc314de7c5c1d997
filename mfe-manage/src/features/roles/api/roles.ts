import { api } from '@tessera/shared/api/management'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { role, type Role, type RoleInput } from '@tessera/shared/schemas/role'

/** Console roles (docs/API.md: `roles`). */
export async function listRoles(queryString: string, signal?: AbortSignal) {
  return parseList(await api.get(`roles?${queryString}`, { signal }), role)
}

export async function getRole(id: string, signal?: AbortSignal): Promise<Role> {
  return parseOne(await api.get(`roles/${encodeURIComponent(id)}`, { signal }), role)
}

export async function createRole(attributes: RoleInput): Promise<Role> {
  return parseOne(await api.post('roles', { data: { type: 'roles', attributes } }), role)
}

export async function updateRole(id: string, attributes: RoleInput): Promise<Role> {
  return parseOne(
    await api.patch(`roles/${encodeURIComponent(id)}`, { data: { type: 'roles', id, attributes } }),
    role,
  )
}

export async function deleteRole(id: string): Promise<void> {
  await api.delete(`roles/${encodeURIComponent(id)}`)
}
