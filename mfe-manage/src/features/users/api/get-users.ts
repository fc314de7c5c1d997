import { useQuery } from '@tanstack/react-query'
import { pageQueryOptions } from '@tessera/shared/api/record-cache'
import { getPage } from '@tessera/shared/api/resource'
import { user } from '@tessera/shared/schemas/user'

/** One page of the console's users (docs/API.md `users`; the query string asks `include=roles`). */
export const getUsers = (queryString: string, signal?: AbortSignal) =>
  getPage('users', user, queryString, signal)

export const getUsersQueryOptions = (queryString: string) =>
  pageQueryOptions('users', queryString, getUsers)

export const useUsers = (queryString: string) => useQuery(getUsersQueryOptions(queryString))
