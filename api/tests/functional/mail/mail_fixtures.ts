import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { DeliveryPolicy, MailTransportConfig } from '#config/mail'
import OutboxMessage from '#models/outbox_message'
import { MailWorker } from '#services/mail/mail_worker'
import { enqueueMail } from '#services/mail/outbox'
import { createMailTransport } from '#services/mail/transports'
import { SmtpSink } from '#tests/support/smtp_sink'

/*
| The worker sends from its own database connections, so it only sees committed rows: mail tests
| commit for real instead of running inside the usual rolled-back global transaction, and empty the
| outbox before and after each test (`group.each.setup(emptyOutbox)`).
*/
export async function emptyOutbox() {
  await db.from('outbox').delete()
  return async () => {
    await db.from('outbox').delete()
  }
}

export const FROM = 'Tessera <no-reply@tessera.test>'

export const testPolicy: DeliveryPolicy = {
  batchSize: 10,
  leaseSeconds: 300,
  maxAttempts: 4,
  backoffBaseSeconds: 15,
  backoffCapSeconds: 1_800,
}

/** A clock the test moves forward instead of sleeping; start it after enqueuing, so the rows are due. */
export function manualClock(start = DateTime.now()) {
  let now = start
  return {
    now: () => now,
    advance: (duration: { seconds?: number; minutes?: number }) => {
      now = now.plus(duration)
    },
  }
}

export function makeWorker(
  transport: MailTransportConfig,
  options: {
    clock?: () => DateTime
    policy?: Partial<DeliveryPolicy>
    pollIntervalMs?: number
  } = {},
) {
  return new MailWorker({
    transport: createMailTransport(transport),
    from: FROM,
    policy: { ...testPolicy, ...options.policy },
    pollIntervalMs: options.pollIntervalMs ?? 3_600_000,
    clock: options.clock,
  })
}

/** A real SMTP sink and a worker delivering to it, both stopped when the test ends. */
export async function sinkAndWorker(cleanup: (handler: () => Promise<void>) => void) {
  const sink = await SmtpSink.start()
  const worker = makeWorker(sink.transport)
  cleanup(async () => {
    await worker.stop()
    await sink.close()
  })
  return { sink, worker }
}

/** Enqueues welcome mails to the given addresses in one committed transaction. */
export async function enqueueWelcome(recipients: string[], locale: 'en' | 'el' = 'en') {
  return db.transaction(async (trx) => {
    const rows: { id: number }[] = []
    for (const to of recipients) {
      rows.push(
        await enqueueMail(trx, {
          to,
          locale,
          template: 'welcome',
          data: { name: 'Maria', dashboardUrl: 'http://localhost:3333/manage' },
        }),
      )
    }
    return rows
  })
}

export async function outboxRow(id: number): Promise<OutboxMessage> {
  return OutboxMessage.findOrFail(id)
}
