import { EventEmitter } from 'node:events'

/**
 * Wakes this process's mail worker when a transaction that wrote to the outbox has committed, so
 * mail leaves at once instead of at the next poll. Other processes find the row by polling.
 */
const signal = new EventEmitter()

export function notifyOutbox(): void {
  signal.emit('enqueued')
}

export function onOutboxEnqueued(listener: () => void): () => void {
  signal.on('enqueued', listener)
  return () => signal.off('enqueued', listener)
}
