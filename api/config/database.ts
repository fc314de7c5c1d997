import { mkdirSync } from 'node:fs'
import { dirname, isAbsolute } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { beginImmediately, reusePreparedStatements } from '#lib/statement_cache'

/** The SQLite file (its folder is created: a fresh clone has no api/tmp). */
function sqlitePath(): string {
  const configured = env.get('SQLITE_PATH')
  const path = !configured
    ? app.tmpPath('tessera.sqlite3')
    : isAbsolute(configured)
      ? configured
      : app.makePath(configured)
  mkdirSync(dirname(path), { recursive: true })
  return path
}

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const seeders = { paths: ['database/seeders'] }

/**
 * SQLite (WAL) by default, embedded in api/tmp; PostgreSQL with DB_CONNECTION=pg. Every correctness
 * guarantee is a guarded statement in the database, so both behave the same.
 */
const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION') ?? 'sqlite',
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: sqlitePath() },
      useNullAsDefault: true,
      migrations,
      seeders,
      pool: {
        afterCreate: (
          connection: any,
          done: (error: Error | null, connection: unknown) => void,
        ) => {
          connection.pragma('journal_mode = WAL')
          connection.pragma('foreign_keys = ON')
          connection.pragma('busy_timeout = 5000')
          connection.pragma('synchronous = NORMAL')
          // Savepoints (every order is one, in its group commit) and statement journals stay in
          // memory instead of a temporary file written page by page.
          connection.pragma('temp_store = MEMORY')
          // The web process checkpoints from a worker thread (wal_checkpoint_provider), and its
          // group commits restart the log past 32 MiB; the connections' own checkpoint, inside a
          // commit, is the safety net past ~80 MiB.
          connection.pragma('wal_autocheckpoint = 20000')
          // SQLite's own lower() folds ASCII only; searches must match Greek names too.
          connection.function('lower', { deterministic: true }, (value: unknown) =>
            typeof value === 'string' ? value.toLowerCase() : value,
          )
          reusePreparedStatements(connection)
          beginImmediately(connection)
          done(null, connection)
        },
      },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST') ?? '127.0.0.1',
        port: env.get('PG_PORT') ?? 5432,
        user: env.get('PG_USER') ?? 'postgres',
        password: env.get('PG_PASSWORD') ?? '',
        database: env.get('PG_DB_NAME') ?? 'tessera',
      },
      migrations,
      seeders,
      pool: { min: 0, max: 10 },
    },
  },
})

export default dbConfig
