import { z } from 'zod'
import { api } from '@tessera/shared/api/management'
import { roleOf } from '@tessera/shared/domain/access/roles'
import { parseMeta, parseOne } from '@tessera/shared/jsonapi/parse'
import { user, type User } from '@tessera/shared/schemas/user'
import { setSessionUser, signIn, type SessionUser } from '@tessera/shared/stores/session'

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

async function fetchProfile(token?: string): Promise<SessionUser> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header value
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined
  return toSessionUser(
    parseOne(await api.get('me', { searchParams: { include: 'roles' }, headers }), user),
  )
}

/** `GET /me?include=roles` into the session (who is signed in, with which role). */
export async function loadProfile(): Promise<SessionUser> {
  const profile = await fetchProfile()
  setSessionUser(profile)
  return profile
}

const tokenMeta = z.object({
  access_token: z.string().min(1),
  expires_at: z.string().nullable().optional(),
})

/**
 * Keeps the access token of a sign-in answer (`/login`, `/register`, `/password-reset`) together with the
 * profile it belongs to, so the session starts complete (spec "accounts" §4: signed in iff a token
 * is stored). When the profile cannot be read the visitor is signed in anyway and this rejects.
 */
export async function completeSignIn(body: unknown): Promise<SessionUser> {
  const meta = parseMeta(body, tokenMeta)
  try {
    const profile = await fetchProfile(meta.access_token)
    signIn(meta.access_token, meta.expires_at ?? null)
    setSessionUser(profile)
    return profile
  } catch (error) {
    signIn(meta.access_token, meta.expires_at ?? null)
    throw error
  }
}
