// Creates the PostgreSQL test database when it does not exist. Imported only after `npm ci` (uses pg).
import pg from 'pg'

/** Connects to the server named by PG_* (as the API does) and creates `database` if it is missing. */
export async function createDatabaseIfMissing(database) {
  const client = new pg.Client({
    host: process.env.PG_HOST ?? '127.0.0.1',
    port: Number(process.env.PG_PORT ?? 5432),
    user: process.env.PG_USER ?? 'postgres',
    password: process.env.PG_PASSWORD ?? '',
    database: 'postgres',
  })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
      console.log(`✔ created PostgreSQL database ${database}`)
    }
  } finally {
    await client.end()
  }
}
