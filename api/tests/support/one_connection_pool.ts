import type { PooledConnection } from '#lib/direct_statements'
import type { BatchPool } from '#lib/sqlite_group_commit'

/**
 * A pool of one connection, as knex's is for SQLite: an acquire waits until the connection is
 * released. `idle()` resolves once nothing holds it (a group commit may still hold it between
 * batches after its last answer).
 */
export function oneConnectionPool(connection: unknown) {
  const waiting: (() => void)[] = []
  let busy = false
  const pool: Pick<BatchPool, 'acquire' | 'release'> = {
    acquire: async () => {
      if (busy) await new Promise<void>((resolve) => waiting.push(resolve))
      busy = true
      return connection as PooledConnection
    },
    release: async () => {
      busy = false
      waiting.shift()?.()
    },
  }
  const idle = async () => {
    if (busy) await new Promise<void>((resolve) => waiting.push(resolve))
  }
  return { ...pool, idle }
}
