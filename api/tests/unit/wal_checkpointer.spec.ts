import { test } from '@japa/runner'
import { closeSync, openSync, readSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { groupCommit } from '#lib/sqlite_group_commit'
import { oneConnectionPool } from '#tests/support/one_connection_pool'
import {
  logRestarter,
  startWalCheckpointer,
  type LogRestarter,
} from '#services/database/wal_checkpointer'

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

/** A database file's path in a temporary folder the test removes. */
async function newDatabaseFile(cleanup: (handler: () => Promise<void>) => void) {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-wal-'))
  cleanup(() => rm(dir, { recursive: true, force: true }))
  return join(dir, 'db.sqlite3')
}

/** The log's checkpoint sequence number (its header, bytes 12–15): one more at each restart. */
function logSequence(filename: string): number {
  const header = Buffer.alloc(4)
  const fd = openSync(`${filename}-wal`, 'r')
  try {
    readSync(fd, header, 0, 4, 12)
  } finally {
    closeSync(fd)
  }
  return header.readUInt32BE(0)
}

/**
 * Writes `pages` pages through a group commit on `filename` without a pause, eight page-sized rows
 * a batch, the group commit's `betweenBatches` being `restarter`'s. The writer's own checkpoint is
 * off (`wal_autocheckpoint = 0`). Answers how many checkpoints the restarter ran that copied every
 * frame, and how many times the log restarted in the batch right after one of them.
 */
async function writeWithoutPause(filename: string, pages: number, restarter: LogRestarter) {
  const writer = new Database(filename)
  writer.pragma('journal_mode = WAL')
  writer.pragma('wal_autocheckpoint = 0')
  writer.exec('create table if not exists blobs (data blob)')
  const pool = oneConnectionPool(writer)
  let checkpoints = 0
  let checkpointed = false
  const inBatch = groupCommit({
    acquire: pool.acquire,
    release: pool.release,
    report: () => {},
    betweenBatches: (sql) =>
      restarter.betweenBatches({
        ...sql,
        all: async (text, bindings) => {
          const rows = await sql.all(text, bindings)
          const [result] = rows
          // A checkpoint that copied every frame: the next batch must write the log from its start.
          if (text.startsWith('pragma wal_checkpoint') && !result?.busy) {
            checkpoints++
            checkpointed = result?.log === result?.checkpointed
          }
          return rows
        },
      }),
  })
  const row = Buffer.alloc(PAGE, 7)
  let restartsAfterCheckpoint = 0
  let sequence = -1
  try {
    for (let written = 0; written < pages; written += 8) {
      await Promise.all(
        Array.from({ length: 8 }, () =>
          inBatch((sql) => sql.run('insert into blobs values (?)', [row])),
        ),
      )
      // A checkpoint of the restarter runs before the batch it precedes can begin.
      const now = logSequence(filename)
      if (checkpointed && sequence !== -1 && now !== sequence) restartsAfterCheckpoint++
      checkpointed = false
      sequence = now
    }
  } finally {
    // A restarter's checkpoint after the last batch may still hold the connection.
    await pool.idle()
    writer.close()
  }
  return { checkpoints, restartsAfterCheckpoint }
}

test.group('WAL checkpointer', () => {
  test('copies committed pages into the database file from its own thread', async ({
    assert,
    cleanup,
  }) => {
    const filename = await newDatabaseFile(cleanup)
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
  test('a group commit asked to restart the log restarts it, while the writes never pause', async ({
    assert,
    cleanup,
  }) => {
    const filename = await newDatabaseFile(cleanup)
    new Database(filename).close()
    const errors: string[] = []
    const checkpointer = startWalCheckpointer(filename, (message) => errors.push(message), {
      restartFrames: 200,
      intervalMs: 10,
    })
    const restarter = logRestarter(filename, (error) => errors.push(String(error)))
    cleanup(() => restarter.close())
    const written = await writeWithoutPause(filename, 12_000, restarter)
    await checkpointer.stop()
    // Each request taken is a checkpoint between two batches (one that found the checkpointer at
    // work is tried again), and the next batch writes the log from its start (the last checkpoint
    // may come after the last batch).
    assert.isAtLeast(written.checkpoints, 3, 'the checkpointer asked, again and again')
    assert.isAtLeast(written.restartsAfterCheckpoint, written.checkpoints - 1)
    assert.deepEqual(errors, [])
  }).timeout(30_000)
})
