import { useAsync } from '@tessera/shared/ui/use-async'
import { getRole, listRoles } from '../api/roles'

/** One page of the roles list for a JSON:API query string. */
export function useRoles(queryString: string) {
  return useAsync((signal) => listRoles(queryString, signal), [queryString])
}

/** The role being edited; nothing to load when adding one. */
export function useRole(id: string | undefined) {
  return useAsync(async (signal) => (id ? getRole(id, signal) : null), [id])
}
