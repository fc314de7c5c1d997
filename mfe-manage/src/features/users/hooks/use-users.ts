import { useAsync } from '@tessera/shared/ui/use-async'
import { getUser, listUsers } from '../api/users'
import { listRoleOptions } from '../api/role-options'

/** One page of the users list for a JSON:API query string. */
export function useUsers(queryString: string) {
  return useAsync((signal) => listUsers(queryString, signal), [queryString])
}

export function useUser(id: string) {
  return useAsync((signal) => getUser(id, signal), [id])
}

export function useRoleOptions() {
  return useAsync((signal) => listRoleOptions(signal), [])
}
