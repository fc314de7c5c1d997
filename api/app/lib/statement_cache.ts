/** How many prepared statements each SQLite connection keeps for reuse. */
const MAX_STATEMENTS = 500

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
