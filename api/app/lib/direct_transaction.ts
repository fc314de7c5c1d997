import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import { reportStatement } from '#lib/direct_reads'
import {
  directStatements,
  driverStatements,
  rollBackOrDrop,
  type DirectStatements,
  type PooledConnection,
} from '#lib/direct_statements'
import { groupCommit } from '#lib/sqlite_group_commit'
import { logRestarter, type LogRestarter } from '#services/database/wal_checkpointer'

type KnexPool = {
  client: {
    config: { connection?: { filename?: string } }
    acquireConnection(): Promise<PooledConnection>
    releaseConnection(connection: PooledConnection): Promise<unknown>
  }
}

/** The group commit of the default connection's pool, made on its first SQLite transaction. */
let sqliteBatches: {
  pool: KnexPool
  inBatch: ReturnType<typeof groupCommit>
  restarter: LogRestarter
} | null = null

function sqliteBatchOf(client: ReturnType<typeof db.connection>, pool: KnexPool) {
  if (sqliteBatches?.pool !== pool) {
    sqliteBatches?.restarter.close()
    const restarter = logRestarter(pool.client.config.connection?.filename ?? '', (error) =>
      logger.warn({ err: error }, 'the restart of the write-ahead log failed'),
    )
    sqliteBatches = {
      pool,
      restarter,
      inBatch: groupCommit({
        acquire: () => pool.client.acquireConnection(),
        release: (connection) => pool.client.releaseConnection(connection),
        report: (text, bindings) => reportStatement(client, text, bindings),
        betweenBatches: restarter.betweenBatches,
      }),
    }
  }
  return sqliteBatches.inBatch
}

/**
 * Runs `work` as one transaction on one pooled connection of the default database, BEGIN and
 * COMMIT included, every statement straight to the driver (`driverStatements`): no query builder,
 * runner or knex transaction on the way, which cost about 1 ms an order on SQLite
 * (docs/ARCHITECTURE.md "Orders"). On SQLite the work runs in a savepoint of a group commit
 * (`sqlite_group_commit.ts`): `BEGIN IMMEDIATE` takes the write lock first and the pool's one
 * connection is held to the end, so each work runs alone; it returns once the COMMIT that carries
 * it has returned. On PostgreSQL it is a transaction of its own. A failure rolls back (its
 * savepoint, on SQLite) and is thrown again; the `afterCommit` callbacks run once COMMIT has
 * returned. Inside a global transaction (the test suites') the work runs in a savepoint of it
 * instead.
 */
export async function inDirectTransaction<T>(
  work: (sql: DirectStatements) => Promise<T>,
): Promise<T> {
  const client = db.connection()
  if (client.isTransaction) {
    return client.transaction(async (trx) => work(await directStatements(trx)))
  }
  const pool = client.getWriteClient() as unknown as KnexPool
  if (client.dialect.name !== 'postgres') return sqliteBatchOf(client, pool)(work)
  const connection = await pool.client.acquireConnection()
  const committed: (() => void)[] = []
  const sql = driverStatements(connection, {
    report: (text, bindings) => reportStatement(client, text, bindings),
    afterCommit: (callback) => committed.push(callback),
  })
  let result: T
  try {
    await sql.run('begin')
    try {
      result = await work(sql)
      await sql.run('commit')
    } catch (error) {
      await rollBackOrDrop(connection, sql)
      throw error
    }
  } finally {
    await pool.client.releaseConnection(connection)
  }
  for (const callback of committed) callback()
  return result
}
