import { queryOptions, useQuery } from '@tanstack/react-query'
import { recordKey } from '@tessera/shared/api/record-cache'
import { getRecord } from '@tessera/shared/api/resource'
import { user } from '@tessera/shared/schemas/user'

/** A user with their role (`include=roles`). */
export const getUser = (id: string, signal?: AbortSignal) =>
  getRecord('users', user, id, { signal, query: 'include=roles' })

export const getUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: recordKey('users', id), queryFn: ({ signal }) => getUser(id, signal) })

export const useUser = (id: string) => useQuery(getUserQueryOptions(id))
