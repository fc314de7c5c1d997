import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import { TtlCache } from '#lib/ttl_cache'

/**
 * How long this process reuses a verified token's row and its user's and role's rows without
 * reading them again: changes made here are seen at once (everything below forgets them), changes
 * made by another API process after at most this long (docs/ARCHITECTURE.md "Read path").
 */
export const SIGNED_IN_TTL_MS = 10_000
const MAX_ENTRIES = 10_000

type Row = Record<string, any>

/** Rows of `auth_access_tokens`, by token id. */
export const tokenRows = new TtlCache<string, Row>(SIGNED_IN_TTL_MS, MAX_ENTRIES)

/** A user's row and the row of its role, by user id. */
export const userRows = new TtlCache<number, { user: Row; role: Row | null }>(
  SIGNED_IN_TTL_MS,
  MAX_ENTRIES,
)

/**
 * Runs `forget` now and, inside a transaction, again once it commits: a request reading between
 * the two saw the rows as they were before.
 */
function forgetNowAndAfterCommit(client: QueryClientContract | undefined, forget: () => void) {
  forget()
  if (client?.isTransaction) (client as TransactionClientContract).after('commit', forget)
}

/** A user changed or was deleted, or their tokens were revoked: forget the user and their tokens. */
export function forgetUser(userId: number, client?: QueryClientContract) {
  forgetNowAndAfterCommit(client, () => {
    userRows.delete((_rows, id) => id === userId)
    tokenRows.delete((row) => Number(row.tokenable_id) === userId)
  })
}

/** A role changed or was deleted: forget every user (any of them may have it). */
export function forgetRoles(client?: QueryClientContract) {
  forgetNowAndAfterCommit(client, () => userRows.delete())
}

/** A token was deleted (sign-out). */
export function forgetToken(id: AccessToken['identifier']) {
  tokenRows.delete((_row, key) => key === String(id))
}

/** Forgets everything (tests: each runs in a rolled-back transaction, so ids come back). */
export function forgetAllSignedIn() {
  tokenRows.delete()
  userRows.delete()
}
