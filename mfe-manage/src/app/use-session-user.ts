import { useEffect } from 'react'
import { useStore } from '@nanostores/react'
import { api } from '@tessera/shared/api/management'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { user as userSchema } from '@tessera/shared/schemas/user'
import { $session, setSessionUser, type SessionUser } from '@tessera/shared/stores/session'
import { toSessionUser } from '../lib/session-user'

/**
 * The signed-in user, loaded from `/me` when the session has a token but no profile yet (the shell
 * normally fills it at sign-in; a reload with a stored token may mount this app first). Screens
 * wait for it, so role checks never judge a user as a guest for a moment.
 */
export function useSessionUser(): SessionUser | null {
  const session = useStore($session)
  const token = session?.token
  const user = session?.user ?? null

  useEffect(() => {
    if (!token || user) return
    const controller = new AbortController()
    api
      .get('me?include=roles', { signal: controller.signal })
      .then((body) => {
        if ($session.get()?.token === token)
          setSessionUser(toSessionUser(parseOne(body, userSchema)))
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('[manage] could not load the profile', error)
      })
    return () => controller.abort()
  }, [token, user])

  return user
}
