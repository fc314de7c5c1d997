import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** How often the checkpointer copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250

/**
 * The worker's code (CommonJS, run with `eval`, so it needs no build step of its own): its own
 * connection to the database file, a passive checkpoint every interval. A passive checkpoint never
 * waits for readers or writers; what it cannot copy yet it copies next time.
 */
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.filename, { fileMustExist: true })
db.pragma('busy_timeout = 5000')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage(String(error))
  }
}, workerData.intervalMs)
parentPort.on('message', () => {
  clearInterval(timer)
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
 */
export function startWalCheckpointer(
  filename: string,
  onError: (message: string) => void,
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { filename, driver, intervalMs: CHECKPOINT_INTERVAL_MS },
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
