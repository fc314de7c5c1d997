/** How many prepared statements each SQLite connection keeps for reuse. */
const MAX_STATEMENTS = 500

/**
 * What knex's `BEGIN;` becomes. Two connections write to the database (the HTTP thread's and the
 * order writer's, docs/ARCHITECTURE.md "Orders"): a deferred transaction that read before it wrote
 * would fail with SQLITE_BUSY, without waiting, whenever the other committed in between. An
 * immediate one takes the write lock first, waiting for it up to `busy_timeout`.
 */
const BEGIN_WRITING = 'BEGIN IMMEDIATE;'

type PreparingConnection = { prepare(sql: string): unknown }

/**
 * knex prepares every query again on better-sqlite3 (`connection.prepare(sql)` per query), and
 * preparing is about half of SQLite's share of a read's CPU. This keeps a connection's statements by
 * their SQL (the most recently used MAX_STATEMENTS) and hands them back. A statement is always run
 * to completion (`all` or `run`) before the next query, so none is ever used twice at once.
 */
export function reusePreparedStatements(connection: PreparingConnection) {
  const prepare = connection.prepare.bind(connection)
  const statements = new Map<string, unknown>()
  connection.prepare = (sql: string) => {
    const known = statements.get(sql)
    statements.delete(sql)
    const statement = known ?? prepare(sql)
    statements.set(sql, statement)
    if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!)
    return statement
  }
}

/** Makes knex's transactions on this connection begin immediately (BEGIN_WRITING). */
export function beginImmediately(connection: PreparingConnection) {
  const prepare = connection.prepare.bind(connection)
  connection.prepare = (sql: string) => prepare(sql === 'BEGIN;' ? BEGIN_WRITING : sql)
}
