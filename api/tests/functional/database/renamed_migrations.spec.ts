import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { pendingMigrations } from '#services/database/schema_state'
import { RENAMED_MIGRATIONS } from '#services/database/renamed_migrations'

const [NAME, FORMER] = Object.entries(RENAMED_MIGRATIONS)[0]!

/** Lucid's own list of the migrations: completed, pending, or recorded without a file (corrupt). */
async function migrationList() {
  const runner = new MigrationRunner(db, app, { direction: 'up' })
  return (await runner.getList()).filter(({ name }) => name === NAME || name === FORMER)
}

/**
 * A database migrated before a migration was renamed (two were numbered 0530): it records the
 * former name, as the suite's database is made to here, and must migrate without running it again.
 */
test.group('Renamed migrations', (group) => {
  let batch: number
  group.each.setup(async () => {
    batch = (await db.from('adonis_schema').where('name', NAME).first()).batch
    await db.from('adonis_schema').where('name', NAME).update({ name: FORMER })
    return async () => {
      await db.from('adonis_schema').where('name', FORMER).update({ name: NAME })
    }
  })

  test('without the rename step Lucid would run it again and report the former name missing', async ({
    assert,
  }) => {
    assert.sameDeepMembers(
      (await migrationList()).map(({ name, status }) => ({ name, status })),
      [
        { name: NAME, status: 'pending' },
        { name: FORMER, status: 'corrupt' },
      ],
    )
  })

  test('a database that ran it under its former name is ready and migrates cleanly', async ({
    assert,
  }) => {
    assert.deepEqual(await pendingMigrations(), [], 'the former name counts as run')
    const ace = await app.container.make('ace')
    const command = await ace.exec('migration:run', ['--compact-output'])
    assert.equal(command.exitCode, 0, String(command.error ?? ''))
    const rows = await db
      .from('adonis_schema')
      .whereIn('name', [NAME, FORMER])
      .select('name', 'batch')
    assert.deepEqual(
      rows.map((row) => ({ name: row.name, batch: Number(row.batch) })),
      [{ name: NAME, batch: Number(batch) }],
    )
    assert.deepEqual(
      (await migrationList()).map(({ name, status }) => ({ name, status })),
      [{ name: NAME, status: 'migrated' }],
    )
    assert.deepEqual(await pendingMigrations(), [])
  })
})
