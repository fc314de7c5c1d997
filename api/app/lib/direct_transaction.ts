import db from '@adonisjs/lucid/services/db'
import { reportStatement } from '#lib/direct_reads'
import {
  directStatements,
  driverStatements,
  type DirectStatements,
  type Driver,
} from '#lib/direct_statements'

type Connection = Driver & { inTransaction?: boolean; __knex__disposed?: unknown }

type KnexPool = {
  client: {
    acquireConnection(): Promise<Connection>
    releaseConnection(connection: Connection): Promise<unknown>
  }
}

/**
 * Rolls back what is open (SQLite may have rolled back by itself). A connection that cannot roll
 * back may still hold the transaction: marked as knex marks a broken one, the pool drops it.
 */
async function rollBack(connection: Connection, sql: DirectStatements) {
  if (sql.dialect === 'sqlite' && !connection.inTransaction) return
  await sql.run('rollback').catch((broken: unknown) => {
    connection.__knex__disposed = broken
  })
}

/**
 * Runs `work` as one transaction on one pooled connection of the default database, BEGIN and
 * COMMIT included, every statement straight to the driver (`driverStatements`): no query builder,
 * runner or knex transaction on the way, which cost about 1 ms an order on SQLite
 * (docs/ARCHITECTURE.md "Orders"). On SQLite `BEGIN IMMEDIATE` takes the write lock first and the
 * pool's one connection is held to the end, so the work runs alone; its awaits only wait for
 * statements that already ran, so the transaction takes one turn of the event loop. A failure
 * rolls back and is thrown again; the `afterCommit` callbacks run once COMMIT has returned. Inside
 * a global transaction (the test suites') the work runs in a savepoint of it instead.
 */
export async function inDirectTransaction<T>(
  work: (sql: DirectStatements) => Promise<T>,
): Promise<T> {
  const client = db.connection()
  if (client.isTransaction) {
    return client.transaction(async (trx) => work(await directStatements(trx)))
  }
  const pool = client.getWriteClient() as unknown as KnexPool
  const connection = await pool.client.acquireConnection()
  const committed: (() => void)[] = []
  const sql = driverStatements(connection, {
    report: (text, bindings) => reportStatement(client, text, bindings),
    afterCommit: (callback) => committed.push(callback),
  })
  let result: T
  try {
    await sql.run(sql.dialect === 'sqlite' ? 'begin immediate' : 'begin')
    try {
      result = await work(sql)
      await sql.run('commit')
    } catch (error) {
      await rollBack(connection, sql)
      throw error
    }
  } finally {
    await pool.client.releaseConnection(connection)
  }
  for (const callback of committed) callback()
  return result
}
