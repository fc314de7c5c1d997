import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mailConfig, { type DeliveryPolicy } from '#config/mail'
import {
  claimDue,
  markFailed,
  markSent,
  releaseClaims,
  type ClaimedMessage,
} from '#services/mail/outbox_claims'
import { onOutboxEnqueued } from '#services/mail/outbox_signal'
import { renderAttachments } from '#services/mail/mail_attachments'
import { outgoingMessage } from '#services/mail/outgoing_message'
import { createMailTransport, type MailTransport } from '#services/mail/transports'

export type MailWorkerOptions = {
  transport: MailTransport
  from: string
  policy: DeliveryPolicy
  pollIntervalMs: number
  /** The time used for claims, leases and backoff (tests move it forward instead of sleeping). */
  clock?: () => DateTime
}

/**
 * Delivers the outbox: claims due rows (outbox_claims.ts), sends each through the transport and
 * records the outcome. Any number of workers, in any number of processes, may run at once.
 */
export class MailWorker {
  readonly #options: MailWorkerOptions
  readonly #clock: () => DateTime
  #stopping = false
  #timer: NodeJS.Timeout | undefined
  #pass: Promise<unknown> | null = null
  #wokenDuringPass = false
  #unsubscribe: (() => void) | null = null

  constructor(options: MailWorkerOptions) {
    this.#options = options
    this.#clock = options.clock ?? (() => DateTime.now())
  }

  /** Delivers every message due now, one at a time, and resolves with how many were sent. */
  async drain(): Promise<number> {
    const client = db.connection()
    let sent = 0
    while (!this.#stopping) {
      const claimed = await claimDue(client, this.#clock(), this.#options.policy)
      if (claimed.length === 0) break
      for (const [index, message] of claimed.entries()) {
        if (this.#stopping) {
          await releaseClaims(client, claimed.slice(index))
          break
        }
        if (await this.#deliver(message)) sent++
      }
    }
    return sent
  }

  /**
   * Polls every `pollIntervalMs`, and at once after a transaction that enqueued mail commits.
   * Resolves when the first pass (the backlog) is done; callers need not wait for it.
   */
  async start(): Promise<void> {
    if (this.#unsubscribe) return
    this.#unsubscribe = onOutboxEnqueued(() => this.#wake())
    await this.#poll()
  }

  /** Stops polling, waits for the send in flight, hands back unsent claims and closes the transport. */
  async stop(): Promise<void> {
    this.#stopping = true
    clearTimeout(this.#timer)
    this.#unsubscribe?.()
    await this.#pass
    this.#options.transport.close()
  }

  #wake() {
    if (this.#pass) this.#wokenDuringPass = true
    else this.#schedule(0)
  }

  #schedule(delayMs: number) {
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => void this.#poll(), delayMs)
    this.#timer.unref()
  }

  async #poll() {
    this.#wokenDuringPass = false
    this.#pass = this.drain().catch((error) =>
      logger.error({ err: error }, 'mail worker: delivery pass failed'),
    )
    await this.#pass
    this.#pass = null
    if (!this.#stopping) this.#schedule(this.#wokenDuringPass ? 0 : this.#options.pollIntervalMs)
  }

  async #deliver(message: ClaimedMessage): Promise<boolean> {
    const client = db.connection()
    try {
      const now = this.#clock()
      // Rendered here, not when the row was written: an order's transaction never draws a QR code.
      const attachments = await renderAttachments(message.attachments, now.toJSDate())
      await this.#options.transport.send(
        outgoingMessage(message, this.#options.from, now, attachments),
      )
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      await markFailed(client, message, reason, this.#clock(), this.#options.policy)
      logger.warn(
        { outboxId: message.id, attempt: message.attempts + 1, reason },
        'mail worker: send failed',
      )
      return false
    }
    await markSent(client, message, this.#clock())
    return true
  }
}

/** The worker the HTTP server runs, configured from config/mail.ts. */
export function createMailWorker(): MailWorker {
  return new MailWorker({
    transport: createMailTransport(mailConfig.transport),
    from: mailConfig.from,
    policy: mailConfig.policy,
    pollIntervalMs: mailConfig.pollIntervalMs,
  })
}
