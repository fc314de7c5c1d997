import { queryOptions, useQuery } from '@tanstack/react-query'
import { getAllPages } from '@tessera/shared/api/resource'
import { role } from '@tessera/shared/schemas/role'

/** Every role the console knows, by name (reference data: every page, never a silent cap). */
export const getRoleReference = (signal?: AbortSignal) =>
  getAllPages('roles', role, 'sort=name', signal)

/** Under `['roles']`, so saving or deleting a role refreshes it with the roles lists. */
export const roleReferenceQueryOptions = () =>
  queryOptions({
    queryKey: ['roles', 'reference'],
    queryFn: ({ signal }) => getRoleReference(signal),
  })

export const useRoleReference = () => useQuery(roleReferenceQueryOptions())
