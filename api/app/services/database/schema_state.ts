import { readdir } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { RENAMED_MIGRATIONS } from '#services/database/renamed_migrations'

/** Migration source files: `.ts` in development and tests, `.js` in the build (never maps or types). */
const MIGRATION_FILE = /^[^.].*(?<!\.d)\.(ts|js)$/

let shipped: Promise<string[]> | null = null

/** The migrations this build ships, by the name Lucid records (`database/migrations/0001_…`). */
function shippedMigrations(): Promise<string[]> {
  shipped ??= readdir(app.migrationsPath()).then((files) =>
    files
      .filter((file) => MIGRATION_FILE.test(file))
      .map((file) => `database/migrations/${basename(file, extname(file))}`),
  )
  return shipped
}

/**
 * The migrations of this build the database has not run yet (one statement). A process whose
 * database is behind it is not ready: an upgrade migrates before new processes take traffic
 * (docs/DEPLOY.md "Upgrades"). A renamed migration recorded under its former name has run.
 */
export async function pendingMigrations(): Promise<string[]> {
  const [names, rows] = await Promise.all([
    shippedMigrations(),
    db.from('adonis_schema').select('name') as Promise<{ name: string }[]>,
  ])
  const applied = new Set(rows.map((row) => row.name))
  return names.filter((name) => {
    const former = RENAMED_MIGRATIONS[name]
    return !applied.has(name) && !(former && applied.has(former))
  })
}
