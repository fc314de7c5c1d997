import { useQuery } from '@tanstack/react-query'
import { recordQueryOptions } from '@tessera/shared/api/record-cache'
import { getRecord } from '@tessera/shared/api/resource'
import { role } from '@tessera/shared/schemas/role'

export const getRole = (id: string, signal?: AbortSignal) =>
  getRecord('roles', role, id, { signal })

export const getRoleQueryOptions = (id: string | undefined) =>
  recordQueryOptions('roles', id, getRole)

/** The role being edited; `null` when adding one. */
export const useRole = (id: string | undefined) => useQuery(getRoleQueryOptions(id))
