import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import ApiError, { type ApiErrorItem } from '#exceptions/api_error'
import { notifyOutbox } from '#services/mail/outbox_signal'
import type { Attempt, OrderRequest } from '#services/orders/order_attempt'

/** An error thrown in the writer's thread, as it crosses to this one. */
export type ThrownError =
  | { api: { status: number; items: ApiErrorItem[]; headers: Record<string, string> } }
  | { name: string; message: string; code?: string }

/** What the writer's thread sends back. */
export type WriterMessage =
  | { ready: true }
  | { id: number; outcome: Attempt }
  | { id: number; error: ThrownError }
  | { outbox: true }

export type OrderWriter = {
  /** The order's transaction (`order_attempt.ts`), in the writer's group commit. */
  attempt(request: OrderRequest, hash: string): Promise<Attempt>
  /** Waits for the orders under way, then ends the thread. */
  stop(): Promise<void>
}

let running: OrderWriter | null = null

/** The SQLite order writer of this process, or null: the order runs on this thread. */
export const orderWriter = (): OrderWriter | null => running

/** Errors as the writer's thread sends them (`thrownError`), made again here. */
function rethrown(thrown: ThrownError): Error {
  if ('api' in thrown) {
    const error = new ApiError(thrown.api.status, thrown.api.items)
    error.headers = thrown.api.headers
    return error
  }
  return Object.assign(new Error(thrown.message), { name: thrown.name, code: thrown.code })
}

/** An error of the writer's thread as it can cross to the HTTP thread (structured clone). */
export function thrownError(error: unknown): ThrownError {
  if (error instanceof ApiError) {
    return { api: { status: error.status, items: error.items, headers: error.headers } }
  }
  const {
    name = 'Error',
    message = String(error),
    code,
  } = (error ?? {}) as {
    name?: string
    message?: string
    code?: unknown
  }
  return { name, message, code: typeof code === 'string' ? code : undefined }
}

/**
 * Starts the SQLite order writer (docs/ARCHITECTURE.md "Orders", the writer thread): a worker
 * thread with its own AdonisJS application and its own connection to the database, where every
 * `POST /orders` transaction runs in its group commit, so that SQLite's statements, the tickets'
 * codes and the confirmation e-mail of an order run beside the HTTP thread instead of on it. The
 * outbox signal of a committed order comes back to this thread's mail worker. Resolves once the
 * thread is ready; `orderWriter()` answers it from then until `stop()`.
 */
export async function startOrderWriter(): Promise<OrderWriter> {
  const here = fileURLToPath(import.meta.url)
  const worker = new Worker(new URL(`./order_writer_thread${extname(here)}`, import.meta.url))
  const waiting = new Map<number, { resolve(outcome: Attempt): void; reject(e: Error): void }>()
  let nextId = 0
  let exited = false
  /** Fails every order under way (a `stop()` waiting for them then goes on). */
  const failAll = (error: Error) => {
    const calls = [...waiting.values()]
    waiting.clear()
    for (const { reject } of calls) reject(error)
  }
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WriterMessage) => {
      if ('ready' in message) return resolve()
      if ('outbox' in message) return notifyOutbox()
      const call = waiting.get(message.id)
      if (!call) return
      waiting.delete(message.id)
      if ('error' in message) call.reject(rethrown(message.error))
      else call.resolve(message.outcome)
    })
    worker.once('error', (error) => {
      reject(error)
      failAll(error)
    })
    worker.once('exit', (code) => {
      exited = true
      if (writer === running) running = null
      const error = new Error(`the order writer's thread exited (code ${code})`)
      reject(error)
      failAll(error)
    })
  })
  let drained: (() => void) | null = null
  const writer: OrderWriter = {
    attempt(request, hash) {
      if (exited) return Promise.reject(new Error("the order writer's thread has exited"))
      const id = nextId++
      return new Promise<Attempt>((resolve, reject) => {
        waiting.set(id, {
          resolve: (outcome) => {
            resolve(outcome)
            if (waiting.size === 0) drained?.()
          },
          reject: (error) => {
            reject(error)
            if (waiting.size === 0) drained?.()
          },
        })
        worker.postMessage({ id, request, hash })
      })
    },
    async stop() {
      if (running === writer) running = null
      if (exited) return
      if (waiting.size) await new Promise<void>((resolve) => (drained = resolve))
      const exit = new Promise((resolve) => worker.once('exit', resolve))
      worker.postMessage('stop')
      await exit
    },
  }
  await ready
  running = writer
  return writer
}
