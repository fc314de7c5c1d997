import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { forgetUser } from '#services/accounts/signed_in_cache'

export type AccessTokenMeta = {
  access_token: string
  token_type: 'Bearer'
  expires_at: string | null
}

/** Issues an opaque bearer token (stored hashed) and describes it for `meta` of the answer. */
export async function issueAccessToken(user: User): Promise<AccessTokenMeta> {
  const token = await User.accessTokens.create(user)
  return {
    access_token: token.value!.release(),
    token_type: 'Bearer',
    expires_at: token.expiresAt?.toISOString() ?? null,
  }
}

/** Revokes every access token of a user, except the one in use when `keep` is given. */
export async function revokeAccessTokens(
  client: QueryClientContract,
  userId: number,
  keep?: AccessToken['identifier'],
) {
  const query = client.from('auth_access_tokens').where('tokenable_id', userId)
  if (keep !== undefined) query.whereNot('id', String(keep))
  await query.delete()
  forgetUser(userId, client)
}
