import db from '@adonisjs/lucid/services/db'

/**
 * Migrations whose file was renamed after databases had run them, by the name Lucid records
 * (`database/migrations/…`): the new name and the name it was recorded under. Lucid's migrator
 * knows a migration only by its recorded name, so without this a renamed migration would look new
 * and run again.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  // Two migrations were numbered 0530; this one, which ran first, is 0531 now.
  'database/migrations/0531_add_email_verified_at_to_users':
    'database/migrations/0530_add_email_verified_at_to_users',
}

/**
 * Records each renamed migration a database ran under its new name, keeping its batch and time, so
 * the migrator neither runs it again nor reports its old name as missing. Run before every
 * `migration:*` command reads the names (`start/migrations.ts`); does nothing once done or on a
 * database without migrations.
 */
export async function recordRenamedMigrations(connection?: string): Promise<number> {
  const client = db.connection(connection)
  if (!(await client.schema.hasTable('adonis_schema'))) return 0
  let renamed = 0
  for (const [name, former] of Object.entries(RENAMED_MIGRATIONS)) {
    const rows: { name: string }[] = await client
      .from('adonis_schema')
      .whereIn('name', [name, former])
      .select('name')
    if (!rows.some((row) => row.name === former)) continue
    if (rows.some((row) => row.name === name))
      await client.from('adonis_schema').where('name', former).delete()
    else await client.from('adonis_schema').where('name', former).update({ name })
    renamed++
  }
  return renamed
}
