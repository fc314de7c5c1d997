import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { BroadcastChannel, Worker } from 'node:worker_threads'
import type { DirectStatements } from '#lib/direct_statements'

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250

/**
 * The log's length (frames, 4 KiB pages) past which the checkpointer has a group commit restart it
 * (32 MiB; `wal_autocheckpoint`, 20,000 frames, stays the safety net).
 */
export const LOG_RESTART_FRAMES = 8192

/** A catch-up pass that copied fewer frames than this leaves little for the restart. */
const CAUGHT_UP_FRAMES = 256

/** The channel on which the checkpointer tells the group commits of its process: restart the log. */
const restartChannel = (filename: string) => `tessera:wal-restart:${resolve(filename)}`

/**
 * The worker's code (CommonJS, run with `eval`, so it needs no build step of its own): its own
 * connection to the database file, a passive checkpoint every interval. A passive checkpoint never
 * waits for readers or writers; what it cannot copy yet it copies next time. Once the log is long,
 * it catches up with the writers (each pass copies what they appended during the one before, a few
 * milliseconds of it by the last), then asks for a restart of the log (`logRestarter`).
 */
const WORKER = `
const { workerData, parentPort, BroadcastChannel } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.filename, { fileMustExist: true })
db.pragma('busy_timeout = 5000')
const restarts = new BroadcastChannel(workerData.channel)
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)')[0]
const timer = setInterval(() => {
  try {
    let pass = checkpoint()
    if (pass.log < workerData.restartFrames) return
    for (let more = 0; more < 4; more++) {
      const next = checkpoint()
      const copied = next.checkpointed - pass.checkpointed
      pass = next
      if (copied < workerData.caughtUpFrames) break
    }
    if (!pass.busy && pass.checkpointed === pass.log) restarts.postMessage(pass.log)
  } catch (error) {
    parentPort.postMessage(String(error))
  }
}, workerData.intervalMs)
parentPort.on('message', () => {
  clearInterval(timer)
  restarts.close()
  db.close()
  parentPort.close()
})
`

export type WalCheckpointer = { stop(): Promise<void> }

/**
 * Checkpoints an SQLite database in WAL mode from a worker thread (docs/ARCHITECTURE.md "Runtime",
 * speed). SQLite otherwise checkpoints inside whichever commit crosses the WAL's threshold: with
 * `synchronous = NORMAL` that checkpoint is the only fsync there is, and it fell on a booking request
 * every ~40 orders (two thirds of a commit's average cost). The connections keep a high
 * `wal_autocheckpoint` as a safety net for processes without this worker (ace commands, tests).
 *
 * A passive checkpoint cannot restart the log while a writer keeps writing: only a write
 * transaction that begins with every frame copied does, so under steady load the log only
 * restarted in the commit that crossed `wal_autocheckpoint`, which then copied up to an interval of
 * frames and flushed them (40–60 ms). So, once the log passes `restartFrames`, the checkpointer
 * catches up and tells the group commits of this process (`logRestarter`): the next one copies the
 * few frames left between its COMMIT and its next BEGIN, and the log restarts there.
 */
export function startWalCheckpointer(
  filename: string,
  onError: (message: string) => void,
  { restartFrames = LOG_RESTART_FRAMES, intervalMs = CHECKPOINT_INTERVAL_MS } = {},
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      filename,
      driver,
      intervalMs,
      restartFrames,
      caughtUpFrames: CAUGHT_UP_FRAMES,
      channel: restartChannel(filename),
    },
  })
  worker.on('message', (message) => onError(String(message)))
  worker.on('error', (error) => onError(String(error)))
  worker.unref()
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('exit', () => resolve())
        worker.postMessage('stop')
      }),
  }
}

/** What a group commit does between its batches to restart the log (`BatchPool.betweenBatches`). */
export type LogRestarter = {
  betweenBatches(sql: DirectStatements): Promise<void>
  /** Stops listening to the checkpointer. */
  close(): void
}

/**
 * Listens, in any thread of the process, for the checkpointer's requests to restart the log of
 * `filename`. Between two batches after a request (the batch's answers sent first), a passive
 * checkpoint on the group commit's own connection copies the frames appended since the
 * checkpointer caught up: the next batch then begins with every frame copied and writes the log from
 * its start again. It cannot block: nothing else writes meanwhile, a reader still on old frames
 * only makes it copy less (the restart then waits for the next request), and one that finds the
 * checkpointer's next pass under way is tried again after the next batch.
 */
export function logRestarter(filename: string, onError: (error: unknown) => void): LogRestarter {
  const channel = new BroadcastChannel(restartChannel(filename))
  let asked = false
  channel.onmessage = () => {
    asked = true
  }
  channel.unref()
  return {
    async betweenBatches(sql) {
      if (!asked) return
      asked = false
      await new Promise((resolve) => setImmediate(resolve))
      const [result] = await sql.all('pragma wal_checkpoint(passive)').catch((error: unknown) => {
        onError(error)
        return []
      })
      // Busy: the checkpointer has begun its next pass; this one ends soon, try after the next batch.
      if (result?.busy) asked = true
    },
    close: () => channel.close(),
  }
}
