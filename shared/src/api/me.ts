import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { roleOf } from '../domain/access/roles.js'
import { parseOne } from '../jsonapi/parse.js'
import { user, type User } from '../schemas/user.js'
import { setSessionUser, type SessionUser } from '../stores/session.js'
import { api } from './management.js'

/** The signed-in user's profile with their role (`GET /me?include=roles`). */
export async function getMe({ signal, token }: { signal?: AbortSignal; token?: string } = {}) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header value
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined
  return parseOne(await api.get('me?include=roles', { signal, headers }), user)
}

/**
 * The one `/me` query of the page: the shell reads it on start and at sign-in, the profile screen
 * and mfe-manage's session read the same cache entry, so a reload asks the API once.
 */
export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'], queryFn: ({ signal }) => getMe({ signal }) })

export const useMe = () => useQuery(meQueryOptions())

/** The part of a profile every app keeps in `$session` (its role is the first of `roles`). */
export function toSessionUser(profile: User): SessionUser {
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    role: roleOf(profile),
    profile_image: profile.profile_image,
    timezone: profile.timezone,
    currency: profile.currency,
  }
}

/** A profile the API answered becomes the cached `/me` and the session's user. */
export function keepProfile(queryClient: QueryClient, profile: User): SessionUser {
  queryClient.setQueryData(meQueryOptions().queryKey, profile)
  const sessionUser = toSessionUser(profile)
  setSessionUser(sessionUser)
  return sessionUser
}
