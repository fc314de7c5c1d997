import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { claimDue, markFailed, markSent } from '#services/mail/outbox_claims'
import { SmtpSink } from '#tests/support/smtp_sink'
import {
  emptyOutbox,
  enqueueWelcome,
  makeWorker,
  manualClock,
  outboxRow,
  testPolicy,
} from './mail_fixtures.js'

/** Whole seconds between two times (SQLite stores timestamps to the second). */
const secondsBetween = (from: DateTime, to: DateTime) =>
  to.startOf('second').diff(from.startOf('second'), 'seconds').seconds

test.group('Mail delivery retries', (group) => {
  group.each.setup(emptyOutbox)

  test('a refused recipient leaves the row pending with a backoff, then it is sent once', async ({
    assert,
    cleanup,
  }) => {
    const [row] = await enqueueWelcome(['refused@example.com'])
    const clock = manualClock()
    const sink = await SmtpSink.start()
    const worker = makeWorker(sink.transport, { clock: clock.now })
    cleanup(async () => {
      await worker.stop()
      await sink.close()
    })
    sink.refuseRecipients('Mailbox unavailable')

    assert.equal(await worker.drain(), 0)

    let stored = await outboxRow(row.id)
    assert.equal(stored.status, 'pending')
    assert.equal(stored.attempts, 1)
    assert.include(stored.lastError!, 'Mailbox unavailable')
    assert.isTrue(stored.availableAt > DateTime.now(), 'available_at must be in the future')
    assert.equal(secondsBetween(clock.now(), stored.availableAt), testPolicy.backoffBaseSeconds)
    assert.isNull(stored.lockedUntil)

    sink.refuseRecipients(null)
    assert.equal(await worker.drain(), 0, 'not retried before its backoff ends')
    clock.advance({ seconds: testPolicy.backoffBaseSeconds })
    assert.equal(await worker.drain(), 1)
    assert.equal(await worker.drain(), 0)

    assert.lengthOf(sink.received, 1)
    stored = await outboxRow(row.id)
    assert.equal(stored.status, 'sent')
    assert.equal(stored.attempts, 1)
  })

  test('an unreachable SMTP server counts as a failed attempt', async ({ assert, cleanup }) => {
    const closed = await SmtpSink.start()
    await closed.close()
    const worker = makeWorker(closed.transport)
    cleanup(() => worker.stop())
    const [row] = await enqueueWelcome(['unreachable@example.com'])

    assert.equal(await worker.drain(), 0)

    const stored = await outboxRow(row.id)
    assert.equal(stored.status, 'pending')
    assert.equal(stored.attempts, 1)
    assert.include(stored.lastError!, 'ECONNREFUSED')
    assert.isTrue(stored.availableAt > DateTime.now())
  })

  test('backoff doubles and the row fails after the maximum attempts', async ({
    assert,
    cleanup,
  }) => {
    const [row] = await enqueueWelcome(['gone@example.com'])
    const clock = manualClock()
    const sink = await SmtpSink.start()
    const worker = makeWorker(sink.transport, { clock: clock.now, policy: { maxAttempts: 3 } })
    cleanup(async () => {
      await worker.stop()
      await sink.close()
    })
    sink.refuseRecipients('No such user')

    for (const [attempt, delay] of [
      [1, 15],
      [2, 30],
    ]) {
      await worker.drain()
      const stored = await outboxRow(row.id)
      assert.equal(stored.attempts, attempt)
      assert.equal(stored.status, 'pending')
      assert.equal(secondsBetween(clock.now(), stored.availableAt), delay)
      clock.advance({ seconds: delay })
    }
    await worker.drain()

    const failed = await outboxRow(row.id)
    assert.equal(failed.status, 'failed')
    assert.equal(failed.attempts, 3)
    assert.include(failed.lastError!, 'No such user')
    sink.refuseRecipients(null)
    clock.advance({ minutes: 600 })
    assert.equal(await worker.drain(), 0, 'a failed row is never retried')
    assert.lengthOf(sink.received, 0)
  })

  test('a claim whose worker died expires and the row is sent by another worker', async ({
    assert,
    cleanup,
  }) => {
    const [row] = await enqueueWelcome(['orphan@example.com'])
    const clock = manualClock()
    const sink = await SmtpSink.start()
    const worker = makeWorker(sink.transport, { clock: clock.now })
    cleanup(async () => {
      await worker.stop()
      await sink.close()
    })
    // A worker claims the row and dies before sending it.
    const [dead] = await claimDue(db.connection(), clock.now(), testPolicy)
    assert.equal(dead.id, row.id)

    clock.advance({ seconds: testPolicy.leaseSeconds - 1 })
    assert.equal(await worker.drain(), 0, 'a live claim is respected')
    clock.advance({ seconds: 2 })
    assert.equal(await worker.drain(), 1)
    assert.lengthOf(sink.received, 1)

    // The dead worker's late outcome cannot overwrite the newer claim's.
    await markFailed(db.connection(), dead, 'late failure', clock.now(), testPolicy)
    await markSent(db.connection(), dead, clock.now().plus({ days: 1 }))
    const stored = await outboxRow(row.id)
    assert.equal(stored.status, 'sent')
    assert.equal(stored.attempts, 0)
    assert.isNull(stored.lastError)
    assert.isTrue(stored.sentAt! < clock.now().plus({ hours: 1 }))
  })
})
