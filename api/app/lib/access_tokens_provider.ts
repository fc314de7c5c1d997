import { AccessToken, DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import type { DbAccessTokensProviderOptions } from '@adonisjs/auth/types/access_tokens'
import type { Secret } from '@adonisjs/core/helpers'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import { forgetToken, tokenRows } from '#services/accounts/signed_in_cache'

/** How stale `last_used_at` may get before a request refreshes it. */
const LAST_USED_PRECISION_MS = 5 * 60 * 1000

/**
 * AdonisJS's database token provider, with two differences. `verify` records `last_used_at` only
 * after the secret is verified, and at most every few minutes (the stock provider writes the row on
 * every request, even for a wrong secret — a write per read that serialises SQLite under load and
 * that anyone knowing a token id could trigger). And the token's row is read once per token for a
 * few seconds (`tokenRows`, #services/accounts/signed_in_cache); deleting a token forgets it.
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
    const verified = async (fresh: boolean) => {
      const row = await this.#row(decoded.identifier, fresh)
      const token = row ? this.dbRowToAccessToken(row) : null
      return token?.verify(decoded.secret) ? { row: row!, token } : null
    }
    // A cached row that refuses the secret may be a deleted token's whose id the database has given
    // again (SQLite reuses the highest rowid), or one another process changed: read it once more.
    const found = (await verified(false)) ?? (await verified(true))
    if (!found || found.token.isExpired()) return null
    const { row, token } = found
    const now = new Date()
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      const db = await this.getDb()
      await db.from(this.table).where({ id: row.id, type: row.type }).update({ last_used_at: now })
      row.last_used_at = now
      token.lastUsedAt = now
    }
    return token
  }

  async invalidate(tokenValue: Secret<string>) {
    const decoded = AccessToken.decode(this.prefix, tokenValue.release())
    const deleted = await super.invalidate(tokenValue)
    if (decoded) forgetToken(decoded.identifier)
    return deleted
  }

  async delete(...args: Parameters<DbAccessTokensProvider<Model>['delete']>) {
    const deleted = await super.delete(...args)
    forgetToken(args[1])
    return deleted
  }

  /** The token's row: from this process's cache (unless `fresh`), else from the database (then cached). */
  async #row(id: string, fresh: boolean) {
    const cached = fresh ? undefined : tokenRows.get(id)
    if (cached) return cached
    if (fresh) forgetToken(id)
    const generation = tokenRows.generation
    const db = await this.getDb()
    const row = await db.query().from(this.table).where({ id, type: this.type }).limit(1).first()
    if (row) tokenRows.setIfUnchanged(id, row, generation)
    return row
  }
}
