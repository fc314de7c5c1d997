import {
  driverStatements,
  rollBackOrDrop,
  type DirectStatements,
  type PooledConnection,
  type StatementHooks,
} from '#lib/direct_statements'

/** The pool's side of a batch: the connection it holds from BEGIN to COMMIT. */
export type BatchPool = {
  acquire(): Promise<PooledConnection>
  release(connection: PooledConnection): Promise<unknown>
  report: StatementHooks['report']
  /**
   * Runs on the connection after a batch has committed (its members are answered once this thread
   * next yields), before the next batch can begin: nothing else writes meanwhile (the log's
   * restart, `wal_checkpointer`). It reports its own failures.
   */
  betweenBatches?(sql: DirectStatements): Promise<void>
}

/** Most orders one COMMIT carries, and the longest a batch stays open (ms) while orders join. */
export const GROUP_COMMIT = { maxMembers: 32, maxOpenMs: 10 }

type Batch = {
  connection: PooledConnection
  sql: DirectStatements
  members: number
  /** The work of one member at a time, in arrival order. */
  queue: Promise<unknown>
  waiting: number
  /** After-commit callbacks of the members whose work succeeded. */
  committed: (() => void)[]
  /** Each member's own after-commit callbacks while its work runs. */
  pending: (() => void)[] | null
  done: Promise<void>
  settle(error?: unknown): void
  closing: boolean
  timer: NodeJS.Timeout
}

/**
 * Group commit for SQLite (docs/ARCHITECTURE.md "Orders"). SQLite has one writer, and the cost of a
 * small write transaction is mostly its COMMIT (every page it dirtied written to the WAL, in a
 * system call). Orders that arrive while a batch is open join its transaction, each in a savepoint
 * of its own, one after the other; the batch commits once no order joined during a turn of the
 * event loop, after `maxMembers` or `maxOpenMs`. No member answers before that COMMIT has returned
 * (a replay that read an answer in the batch waits too), so an order answered 201 is durable as
 * before, and a refused member's savepoint is rolled back without touching the others. A COMMIT
 * that fails fails every member: nothing of theirs was saved, and each may be sent again with its
 * key.
 */
export function groupCommit(pool: BatchPool) {
  let current: Batch | null = null
  let opening: Promise<Batch> | null = null

  async function open(): Promise<Batch> {
    const connection = await pool.acquire()
    const batch = {
      connection,
      members: 0,
      queue: Promise.resolve(),
      waiting: 0,
      committed: [],
      pending: null,
      closing: false,
    } as unknown as Batch
    batch.sql = driverStatements(connection, {
      report: pool.report,
      afterCommit: (callback) => (batch.pending ?? batch.committed).push(callback),
    })
    batch.done = new Promise<void>((resolve, reject) => {
      batch.settle = (error) => (error === undefined ? resolve() : reject(error))
    })
    // Every member awaits `done` and handles its outcome; this keeps an unobserved rejection quiet.
    batch.done.catch(() => {})
    try {
      await batch.sql.run('begin immediate')
    } catch (error) {
      await pool.release(connection)
      throw error
    }
    batch.timer = setTimeout(() => close(batch), GROUP_COMMIT.maxOpenMs)
    return batch
  }

  /**
   * Queues `work` in an open batch with room, opening one when there is none. The place is taken
   * and the work queued in the same turn as the check, so a batch never grows past `maxMembers` and
   * nothing is queued behind its COMMIT.
   */
  async function join<T>(work: (sql: DirectStatements) => Promise<T>) {
    while (true) {
      const batch = current
      if (batch && !batch.closing && batch.members < GROUP_COMMIT.maxMembers) {
        batch.members++
        batch.waiting++
        const outcome = batch.queue.then(() => member(batch, work))
        batch.queue = outcome.then(
          () => {},
          () => {},
        )
        return { batch, outcome }
      }
      if (!opening) {
        opening = open().then(
          (opened) => {
            current = opened
            opening = null
            return opened
          },
          (error) => {
            opening = null
            throw error
          },
        )
      }
      await opening
    }
  }

  /** Commits (or, broken, rolls back) once the members already queued have run. */
  function close(batch: Batch) {
    if (batch.closing) return
    batch.closing = true
    clearTimeout(batch.timer)
    if (current === batch) current = null
    batch.queue = batch.queue.then(async () => {
      try {
        await batch.sql.run('commit')
      } catch (error) {
        await rollBackOrDrop(batch.connection, batch.sql)
        await pool.release(batch.connection)
        batch.settle(error)
        return
      }
      batch.settle()
      for (const callback of batch.committed) callback()
      // A failure here fails nothing that has committed; the hook reports its own.
      if (pool.betweenBatches) await pool.betweenBatches(batch.sql).catch(() => {})
      await pool.release(batch.connection)
    })
  }

  /** Closes the batch unless an order joined it during the last turn of the event loop. */
  function closeWhenQuiet(batch: Batch, members: number) {
    setImmediate(() => {
      if (batch.closing) return
      if (batch.waiting > 0 || batch.members !== members) return
      close(batch)
    })
  }

  async function member<T>(batch: Batch, work: (sql: DirectStatements) => Promise<T>) {
    const { sql } = batch
    await sql.run('savepoint group_member')
    batch.pending = []
    try {
      const result = await work(sql)
      await sql.run('release group_member')
      batch.committed.push(...batch.pending)
      return result
    } catch (error) {
      if (batch.connection.inTransaction) {
        await sql.run('rollback to group_member')
        await sql.run('release group_member')
      } else {
        // SQLite rolled the whole transaction back by itself (a full disk, an I/O error).
        close(batch)
      }
      throw error
    } finally {
      batch.pending = null
    }
  }

  return async function inBatch<T>(work: (sql: DirectStatements) => Promise<T>): Promise<T> {
    const { batch, outcome } = await join(work)
    const settled = await outcome.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )
    batch.waiting--
    if (batch.members >= GROUP_COMMIT.maxMembers) close(batch)
    else if (batch.waiting === 0) closeWhenQuiet(batch, batch.members)
    if ('error' in settled) {
      // A refusal may rest on what the batch's other orders wrote: it is answered once they are
      // committed (or not), like every other answer.
      await batch.done.catch(() => {})
      throw settled.error
    }
    await batch.done
    return settled.value
  }
}
