import { useSaveRecord } from '@tessera/shared/api/record-cache'
import { createRecord, updateRecord } from '@tessera/shared/api/resource'
import { user, type UserCreateInput, type UserUpdateInput } from '@tessera/shared/schemas/user'

type SaveUser = { id?: string; attributes: UserCreateInput | UserUpdateInput; roleId?: string }

/** The one role of a user, as a `roles` relationship (a list of one). */
const roleRelationship = (roleId: string) => ({ roles: { data: [{ type: 'roles', id: roleId }] } })

/** Adds a user (no `id`) or changes one, with their role when given: the user as the API saved it. */
export function saveUser({ id, attributes, roleId }: SaveUser) {
  const body = { attributes, ...(roleId ? { relationships: roleRelationship(roleId) } : {}) }
  return id ? updateRecord('users', user, id, body) : createRecord('users', user, body)
}

export const useSaveUser = () => useSaveRecord('users', saveUser)
