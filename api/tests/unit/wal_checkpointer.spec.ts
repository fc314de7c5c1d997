import { test } from '@japa/runner'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import type { PooledConnection } from '#lib/direct_statements'
import { groupCommit, type BatchPool } from '#lib/sqlite_group_commit'
import { logRestarter, startWalCheckpointer } from '#services/database/wal_checkpointer'

type Connection = {
  pragma(source: string): unknown
  exec(source: string): void
  prepare(source: string): { run(...bindings: unknown[]): unknown }
  close(): void
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  filename: string,
) => Connection

const PAGE = 4096

/**
 * Writes `pages` pages through a group commit on `filename` without a pause, each batch a few pages
 * (a page-sized row per work), and answers the largest the log file grew to, in pages. The writer's
 * own checkpoint is off (`wal_autocheckpoint = 0`): only a restart between batches can keep the log
 * short, since a write transaction restarts the log only when it begins with every frame copied.
 */
async function writeWithoutPause(
  filename: string,
  pages: number,
  betweenBatches?: BatchPool['betweenBatches'],
) {
  const writer = new Database(filename)
  writer.pragma('journal_mode = WAL')
  writer.pragma('wal_autocheckpoint = 0')
  writer.exec('create table if not exists blobs (data blob)')
  let busy = false
  const waiting: (() => void)[] = []
  const inBatch = groupCommit({
    acquire: async () => {
      if (busy) await new Promise<void>((resolve) => waiting.push(resolve))
      busy = true
      return writer as unknown as PooledConnection
    },
    release: async () => {
      busy = false
      waiting.shift()?.()
    },
    report: () => {},
    betweenBatches,
  })
  const row = Buffer.alloc(PAGE, 7)
  let longest = 0
  try {
    for (let written = 0; written < pages; written += 8) {
      await Promise.all(
        Array.from({ length: 8 }, () =>
          inBatch((sql) => sql.run('insert into blobs values (?)', [row])),
        ),
      )
      longest = Math.max(longest, (await stat(`${filename}-wal`)).size / PAGE)
    }
  } finally {
    writer.close()
  }
  return longest
}

test.group('WAL checkpointer', () => {
  test('copies committed pages into the database file from its own thread', async ({
    assert,
    cleanup,
  }) => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-wal-'))
    cleanup(() => rm(dir, { recursive: true, force: true }))
    const filename = join(dir, 'db.sqlite3')
    const writer = new Database(filename)
    cleanup(() => writer.close())
    writer.pragma('journal_mode = WAL')
    writer.pragma('wal_autocheckpoint = 0')
    writer.exec('create table blobs (data blob)')
    writer.prepare('insert into blobs values (?)').run(Buffer.alloc(1024 * 1024, 7))
    const before = (await stat(filename)).size
    assert.isBelow(before, 64 * 1024, 'the pages are still only in the log')

    const errors: string[] = []
    const checkpointer = startWalCheckpointer(filename, (message) => errors.push(message))
    let after = before
    for (let i = 0; i < 40 && after < 1024 * 1024; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      after = (await stat(filename)).size
    }
    await checkpointer.stop()
    assert.isAbove(after, 1024 * 1024)
    assert.deepEqual(errors, [])
  })
})

test.group('WAL checkpointer: restarting the log', () => {
  test('group commits restart the log when asked, while the writes never pause', async ({
    assert,
    cleanup,
  }) => {
    const dir = await mkdtemp(join(tmpdir(), 'tessera-wal-'))
    cleanup(() => rm(dir, { recursive: true, force: true }))
    const errors: string[] = []
    const options = { restartFrames: 200, intervalMs: 10 }

    // Without restarts, the passive checkpointer copies every frame but the log keeps growing.
    const alone = join(dir, 'alone.sqlite3')
    new Database(alone).close()
    const checkpointing = startWalCheckpointer(alone, (message) => errors.push(message), options)
    const grewTo = await writeWithoutPause(alone, 12000)
    await checkpointing.stop()
    assert.isAbove(grewTo, 12000, 'the log kept every frame')

    const restarted = join(dir, 'restarted.sqlite3')
    new Database(restarted).close()
    const checkpointer = startWalCheckpointer(restarted, (message) => errors.push(message), options)
    const restarter = logRestarter(restarted, (error) => errors.push(String(error)))
    cleanup(() => restarter.close())
    const longest = await writeWithoutPause(restarted, 12000, restarter.betweenBatches)
    await checkpointer.stop()
    assert.isBelow(longest, 6000, 'the log was written from its start again')
    assert.deepEqual(errors, [])
  }).timeout(30_000)
})
