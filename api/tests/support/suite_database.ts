import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

/**
 * This test suite's database as settings for another process (the built API started by a test):
 * the same SQLite file, or the same PostgreSQL database.
 */
export function suiteDatabase(): Record<string, string> {
  if (db.connection().dialect.name !== 'postgres') {
    return {
      DB_CONNECTION: 'sqlite',
      SQLITE_PATH: app.config.get<string>('database.connections.sqlite.connection.filename'),
    }
  }
  return {
    DB_CONNECTION: 'pg',
    PG_HOST: env.get('PG_HOST') ?? '127.0.0.1',
    PG_PORT: String(env.get('PG_PORT') ?? 5432),
    PG_USER: env.get('PG_USER') ?? 'postgres',
    PG_PASSWORD: env.get('PG_PASSWORD') ?? '',
    PG_DB_NAME: env.get('PG_DB_NAME') ?? 'tessera',
  }
}
