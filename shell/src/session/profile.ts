import type { QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { getMe, keepProfile } from '@tessera/shared/api/me'
import { parseMeta } from '@tessera/shared/jsonapi/parse'
import { signIn, type SessionUser } from '@tessera/shared/stores/session'

const tokenMeta = z.object({
  access_token: z.string().min(1),
  expires_at: z.string().nullable().optional(),
})

/**
 * Keeps the access token of a sign-in answer (`/login`, `/register`, `/password-reset`) together with the
 * profile it belongs to, so the session starts complete (spec "accounts" §4: signed in iff a token
 * is stored); the profile becomes the page's cached `/me`. When the profile cannot be read the
 * visitor is signed in anyway and this rejects.
 */
export async function completeSignIn(
  body: unknown,
  queryClient: QueryClient,
): Promise<SessionUser> {
  const meta = parseMeta(body, tokenMeta)
  try {
    const profile = await getMe({ token: meta.access_token })
    signIn(meta.access_token, meta.expires_at ?? null)
    return keepProfile(queryClient, profile)
  } catch (error) {
    signIn(meta.access_token, meta.expires_at ?? null)
    throw error
  }
}
