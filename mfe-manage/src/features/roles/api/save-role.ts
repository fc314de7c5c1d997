import { useSaveRecord } from '@tessera/shared/api/record-cache'
import { createRecord, updateRecord } from '@tessera/shared/api/resource'
import { role, type RoleInput } from '@tessera/shared/schemas/role'

/** Adds a role (no `id`) or changes one: the role as the API saved it. */
export const saveRole = ({ id, attributes }: { id?: string; attributes: RoleInput }) =>
  id ? updateRecord('roles', role, id, { attributes }) : createRecord('roles', role, { attributes })

export const useSaveRole = () => useSaveRecord('roles', saveRole)
