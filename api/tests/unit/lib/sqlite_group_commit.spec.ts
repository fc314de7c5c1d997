import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reusePreparedStatements } from '#lib/statement_cache'
import { GROUP_COMMIT, groupCommit } from '#lib/sqlite_group_commit'
import { oneConnectionPool } from '#tests/support/one_connection_pool'

/**
 * A real SQLite file in WAL mode, a one-connection "pool" like knex's for SQLite, and a second
 * connection that sees only what is committed. `log` records every statement the batches send.
 */
function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-group-commit-'))
  const path = join(dir, 'db.sqlite3')
  const writer = new Database(path)
  writer.pragma('journal_mode = WAL')
  writer.exec(`create table parents (id integer primary key);
    create table rows (id integer primary key, value text not null unique,
      parent_id integer references parents (id) deferrable initially deferred);`)
  writer.pragma('foreign_keys = ON')
  reusePreparedStatements(writer)
  const reader = new Database(path, { readonly: true })
  const log: string[] = []
  const { acquire, release } = oneConnectionPool(writer)
  const inBatch = groupCommit({ acquire, release, report: (sql) => log.push(sql) })
  const committedValues = () =>
    (reader.prepare('select value from rows order by id').all() as { value: string }[]).map(
      (row) => row.value,
    )
  const insert = (value: string, parent: number | null = null) =>
    inBatch(async (sql) => {
      await sql.run('insert into rows (value, parent_id) values (?, ?)', [value, parent])
      return value
    })
  return {
    inBatch,
    insert,
    log,
    committedValues,
    commits: () => log.filter((sql) => sql === 'commit').length,
    cleanup: () => {
      reader.close()
      writer.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

test.group('SQLite group commit', (group) => {
  let db: ReturnType<typeof setup>
  group.each.setup(() => {
    db = setup()
    return () => db.cleanup()
  })

  test('works that arrive together share one COMMIT, and none answers before it', async ({
    assert,
  }) => {
    const answered: string[] = []
    const works = ['a', 'b', 'c', 'd', 'e'].map((value) =>
      db.insert(value).then((answer) => {
        // Whatever answers has been committed: another connection sees it.
        assert.include(db.committedValues(), answer)
        answered.push(answer)
      }),
    )
    await Promise.all(works)
    assert.deepEqual(answered.sort(), ['a', 'b', 'c', 'd', 'e'])
    assert.equal(db.commits(), 1)
    assert.equal(db.log.filter((sql) => sql === 'begin immediate').length, 1)
  })

  test('a refused work rolls back only its own savepoint; the others commit', async ({
    assert,
  }) => {
    const outcomes = await Promise.allSettled([
      db.insert('a'),
      db.inBatch(async (sql) => {
        await sql.run('insert into rows (value) values (?)', ['refused'])
        throw new Error('sold out')
      }),
      db.insert('a'), // unique violation: refused by the database itself
      db.insert('c'),
    ])
    assert.deepEqual(
      outcomes.map((outcome) => outcome.status),
      ['fulfilled', 'rejected', 'rejected', 'fulfilled'],
    )
    assert.deepEqual(db.committedValues(), ['a', 'c'])
    assert.equal(db.commits(), 1)
  })

  test('a COMMIT that fails fails every work of the batch, and nothing is kept', async ({
    assert,
  }) => {
    // The deferred foreign key is checked at COMMIT: parent 42 does not exist.
    const outcomes = await Promise.allSettled([db.insert('a'), db.insert('b', 42), db.insert('c')])
    assert.deepEqual(
      outcomes.map((outcome) => outcome.status),
      ['rejected', 'rejected', 'rejected'],
    )
    assert.deepEqual(db.committedValues(), [])
    // The connection is usable again: the next batch commits.
    assert.equal(await db.insert('d'), 'd')
    assert.deepEqual(db.committedValues(), ['d'])
  })

  test('a batch holds at most maxMembers works; a work arriving later commits on its own', async ({
    assert,
  }) => {
    const many = Array.from({ length: GROUP_COMMIT.maxMembers + 1 }, (_, i) => `v${i}`)
    await Promise.all(many.map((value) => db.insert(value)))
    assert.equal(db.commits(), 2)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await db.insert('later')
    assert.equal(db.commits(), 3)
    assert.lengthOf(db.committedValues(), many.length + 1)
  })

  test('after-commit callbacks run once the batch committed, never for a refused work', async ({
    assert,
  }) => {
    const called: string[] = []
    await Promise.allSettled([
      db.inBatch(async (sql) => {
        await sql.run('insert into rows (value) values (?)', ['kept'])
        sql.afterCommit(() => called.push('kept'))
      }),
      db.inBatch(async (sql) => {
        sql.afterCommit(() => called.push('refused'))
        throw new Error('refused')
      }),
    ])
    assert.deepEqual(called, ['kept'])
  })
})
