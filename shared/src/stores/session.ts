import { persistentAtom } from '@nanostores/persistent'
import { computed } from 'nanostores'
import { DEFAULT_ROLE, isRoleName, type RoleName } from '../domain/access/roles.js'

/** The signed-in user as every app needs it (from `GET /me?include=roles`). */
export type SessionUser = {
  id: string
  name: string
  email: string
  role: RoleName
  profile_image: string | null
  timezone: string | null
  currency: string | null
}

/** Signed in if and only if an access token is stored locally (spec "accounts" §4). */
export type Session = { token: string; expiresAt: string | null; user: SessionUser | null }

function decode(value: string): Session | null {
  try {
    const parsed = JSON.parse(value) as Session | null
    if (!parsed || typeof parsed.token !== 'string' || !parsed.token) return null
    if (parsed.user && !isRoleName(parsed.user.role)) parsed.user.role = DEFAULT_ROLE
    return parsed
  } catch {
    return null
  }
}

export const $session = persistentAtom<Session | null>('tessera:session', null, {
  encode: JSON.stringify,
  decode,
})

export const $role = computed($session, (session) => session?.user?.role ?? DEFAULT_ROLE)

export function signIn(token: string, expiresAt: string | null = null): void {
  $session.set({ token, expiresAt, user: null })
}

export function setSessionUser(user: SessionUser): void {
  const session = $session.get()
  if (session) $session.set({ ...session, user })
}

export function signOut(): void {
  $session.set(null)
}
