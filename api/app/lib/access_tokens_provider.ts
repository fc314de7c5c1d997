import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { DbAccessTokensProviderOptions } from '@adonisjs/auth/types/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'

/** How stale `last_used_at` may get before a request refreshes it. */
const LAST_USED_PRECISION_MS = 5 * 60 * 1000

/**
 * AdonisJS's database token provider, with one difference in `verify`: it records `last_used_at`
 * only after the secret is verified, and at most every few minutes. The stock provider writes the
 * row on every request, even for a wrong secret — a write per read that serialises SQLite under
 * load and that anyone knowing a token id could trigger.
 */
export class AccessTokensProvider<Model extends LucidModel> extends DbAccessTokensProvider<Model> {
  static forModel<M extends LucidModel>(
    model: DbAccessTokensProviderOptions<M>['tokenableModel'],
    options?: Omit<DbAccessTokensProviderOptions<M>, 'tokenableModel'>,
  ) {
    return new AccessTokensProvider<M>({ tokenableModel: model, ...(options ?? {}) })
  }

  async verify(tokenValue: Secret<string>): Promise<AccessToken | null> {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    if (!decoded) return null
    const db = await this.getDb()
    const row = await db
      .query()
      .from(this.table)
      .where({ id: decoded.identifier, type: this.type })
      .limit(1)
      .first()
    if (!row) return null
    const token = this.dbRowToAccessToken(row)
    if (!token.verify(decoded.secret) || token.isExpired()) return null
    const now = new Date()
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: now })
      token.lastUsedAt = now
    }
    return token
  }
}
