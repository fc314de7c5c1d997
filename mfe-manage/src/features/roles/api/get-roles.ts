import { useQuery } from '@tanstack/react-query'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { getPage } from '@tessera/shared/api/resource'
import { role } from '@tessera/shared/schemas/role'

/** One page of the console's roles (docs/API.md `roles`) for a JSON:API query string. */
export const getRoles = (queryString: string, signal?: AbortSignal) =>
  getPage('roles', role, queryString, signal)

export const getRolesQueryOptions = (queryString: string) =>
  pageQueryOptions('roles', queryString, getRoles)

export const useRoles = (queryString: string) => useQuery(getRolesQueryOptions(queryString))
