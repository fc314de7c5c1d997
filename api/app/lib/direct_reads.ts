import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export type Row = Record<string, unknown>

/**
 * Runs one constant `select` on the connection held by `readDirectly`: `?` bindings, or on SQLite
 * one object of named parameters (`:name`).
 */
export type Select = (sql: string, bindings: readonly unknown[]) => Promise<Row[]>

type Driver = {
  prepare?(sql: string): { all(...bindings: unknown[]): Row[] }
  query?(sql: string, bindings: readonly unknown[]): Promise<{ rows: Row[] }>
}

type KnexPool = {
  client: {
    config: { client: string }
    acquireConnection(): Promise<Driver>
    releaseConnection(connection: Driver): Promise<unknown>
  }
}

/** PostgreSQL's `$1, $2…` for the `?` placeholders of a constant statement, computed once. */
const numbered = new Map<string, string>()

export function pgText(sql: string): string {
  let text = numbered.get(sql)
  if (text === undefined) {
    let n = 0
    text = sql.replace(/\?/g, () => `$${++n}`)
    numbered.set(sql, text)
  }
  return text
}

/** Reports a statement sent straight to the driver as Lucid reports its own, while `client` debugs. */
export function reportStatement(
  client: QueryClientContract,
  sql: string,
  bindings: readonly unknown[],
): void {
  if (client.debug)
    client.emitter.emit('db:query', {
      sql,
      bindings: [...bindings],
      connection: client.connectionName,
      method: 'raw',
      inTransaction: client.isTransaction,
    })
}

/**
 * Runs `work` with one pooled connection of the default database, whose selects go straight to the
 * driver (better-sqlite3: its prepared statements, reused by `statement_cache`; node-postgres): no
 * query builder, runner or pool round per statement. For constant SQL on a hot read path only.
 * Statements are reported as `db:query` events when the connection debugs, as Lucid's are.
 */
export async function readDirectly<T>(work: (select: Select) => Promise<T>): Promise<T> {
  const client = db.connection()
  const pool = client.getReadClient() as unknown as KnexPool
  const sqlite = pool.client.config.client === 'better-sqlite3'
  const connection = await pool.client.acquireConnection()
  const select: Select = async (sql, bindings) => {
    reportStatement(client, sql, bindings)
    if (sqlite) return connection.prepare!(sql).all(...bindings)
    return (await connection.query!(pgText(sql), bindings)).rows
  }
  try {
    return await work(select)
  } finally {
    await pool.client.releaseConnection(connection)
  }
}
