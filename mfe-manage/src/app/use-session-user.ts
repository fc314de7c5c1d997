import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useStore } from '@nanostores/react'
import { meQueryOptions, toSessionUser } from '@tessera/shared/api/me'
import { $session, setSessionUser, type SessionUser } from '@tessera/shared/stores/session'

/**
 * The signed-in user, read from the page's one `/me` query when the session has a token but no
 * profile yet (the shell normally fills it; a reload with a stored token may mount this app first,
 * and then both ask the same query, so the API is asked once). Screens wait for it, so role checks
 * never judge a user as a guest for a moment.
 */
export function useSessionUser(): SessionUser | null {
  const session = useStore($session)
  const token = session?.token
  const user = session?.user ?? null
  const me = useQuery({ ...meQueryOptions(), enabled: Boolean(token) && !user })

  useEffect(() => {
    if (me.data && token && $session.get()?.token === token && !$session.get()?.user)
      setSessionUser(toSessionUser(me.data))
  }, [me.data, token])
  useEffect(() => {
    if (me.error) console.error('[manage] could not load the profile', me.error)
  }, [me.error])

  return user
}
