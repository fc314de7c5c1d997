import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { pgText, reportStatement, type Row } from '#lib/direct_reads'

/**
 * Constant SQL with `?` placeholders, run on a transaction's own connection straight through the
 * driver: better-sqlite3's prepared statements (kept per connection by `statement_cache`) or
 * node-postgres. For the hot write path (`POST /orders`), where the query builder and its runner
 * would cost more than the statements.
 */
export type DirectStatements = {
  readonly dialect: 'sqlite' | 'pg'
  /** Rows of a select, or of a write with `returning`. */
  all(sql: string, bindings?: readonly unknown[]): Promise<Row[]>
  /** How many rows a write changed. */
  run(sql: string, bindings?: readonly unknown[]): Promise<number>
  /** A value as this driver stores it: SQLite keeps booleans as 0/1 and instants as UTC text. */
  value(value: unknown): unknown
  /** Calls `callback` once the transaction has committed (never, if it rolls back). */
  afterCommit(callback: () => void): void
}

/** A pooled connection's driver: better-sqlite3's `Database` or node-postgres' `Client`. */
export type Driver = {
  prepare?(sql: string): {
    all(...bindings: unknown[]): Row[]
    run(...bindings: unknown[]): { changes: number }
  }
  query?(sql: string, bindings?: readonly unknown[]): Promise<{ rows: Row[]; rowCount: number }>
}

/** A connection knex's pool handed out: its driver, and the marks knex reads when it is returned. */
export type PooledConnection = Driver & { inTransaction?: boolean; __knex__disposed?: unknown }

/**
 * Rolls back the transaction open on `connection` (none on SQLite when SQLite already rolled it
 * back by itself). A connection that cannot roll back may still hold the transaction: marked as knex
 * marks a broken one, the pool drops it when it is released.
 */
export async function rollBackOrDrop(connection: PooledConnection, sql: DirectStatements) {
  if (sql.dialect === 'sqlite' && !connection.inTransaction) return
  await sql.run('rollback').catch((broken: unknown) => {
    connection.__knex__disposed = broken
  })
}

/** What `driverStatements` needs besides the driver: reporting and the commit's callbacks. */
export type StatementHooks = {
  report(sql: string, bindings: readonly unknown[]): void
  afterCommit(callback: () => void): void
}

type KnexTransaction = { client: { acquireConnection(): Promise<Driver> } }

/** The last instant written and its text: an order's rows carry the same instant many times. */
let lastInstant = { time: Number.NaN, text: '' }

function sqliteInstant(at: Date): string {
  const time = at.getTime()
  if (time !== lastInstant.time) {
    lastInstant = { time, text: at.toISOString().slice(0, 19).replace('T', ' ') }
  }
  return lastInstant.text
}

function sqliteValue(value: unknown): unknown {
  if (value instanceof Date) return sqliteInstant(value)
  if (typeof value === 'boolean') return value ? 1 : 0
  return value
}

/** `DirectStatements` on one connection's driver (better-sqlite3 when it can prepare). */
export function driverStatements(connection: Driver, hooks: StatementHooks): DirectStatements {
  const { report, afterCommit } = hooks
  if (connection.prepare) {
    const prepare = connection.prepare.bind(connection)
    const bound = (bindings: readonly unknown[]) => bindings.map(sqliteValue)
    return {
      dialect: 'sqlite',
      value: sqliteValue,
      afterCommit,
      all: async (sql, bindings = []) => {
        report(sql, bindings)
        return prepare(sql).all(...bound(bindings))
      },
      run: async (sql, bindings = []) => {
        report(sql, bindings)
        return prepare(sql).run(...bound(bindings)).changes
      },
    }
  }
  const query = connection.query!.bind(connection)
  return {
    dialect: 'pg',
    value: (value) => value,
    afterCommit,
    all: async (sql, bindings = []) => {
      report(sql, bindings)
      return (await query(pgText(sql), bindings)).rows
    },
    run: async (sql, bindings = []) => {
      report(sql, bindings)
      return (await query(pgText(sql), bindings)).rowCount
    },
  }
}

/** The driver of `trx`'s connection, with the statements reported as Lucid reports its own. */
export async function directStatements(trx: TransactionClientContract): Promise<DirectStatements> {
  const connection = await (trx.knexClient as unknown as KnexTransaction).client.acquireConnection()
  return driverStatements(connection, {
    report: (sql, bindings) => reportStatement(trx, sql, bindings),
    afterCommit: (callback) => trx.after('commit', callback),
  })
}
