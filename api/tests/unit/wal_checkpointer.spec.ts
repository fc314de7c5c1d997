import { test } from '@japa/runner'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import { startWalCheckpointer } from '#services/database/wal_checkpointer'

type Connection = {
  pragma(source: string): unknown
  exec(source: string): void
  prepare(source: string): { run(...bindings: unknown[]): unknown }
  close(): void
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (
  filename: string,
) => Connection

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
