import { test } from '@japa/runner'
import OutboxMessage from '#models/outbox_message'
import { messageIdFor } from '#services/mail/outgoing_message'
import { SmtpSink } from '#tests/support/smtp_sink'
import { FROM, emptyOutbox, enqueueWelcome, makeWorker } from './mail_fixtures.js'

/*
| Workers claim rows with FOR UPDATE SKIP LOCKED on PostgreSQL (each worker's claim runs on its own
| pooled connection, so the claims really overlap) and with the guarded UPDATE on SQLite.
*/
test.group('Mail delivery with concurrent workers', (group) => {
  group.each.setup(emptyOutbox)

  test('two workers draining at once deliver each message exactly once', async ({
    assert,
    cleanup,
  }) => {
    const sink = await SmtpSink.start()
    const first = makeWorker(sink.transport, { policy: { batchSize: 3 } })
    const second = makeWorker(sink.transport, { policy: { batchSize: 3 } })
    cleanup(async () => {
      await Promise.all([first.stop(), second.stop()])
      await sink.close()
    })
    const recipients = Array.from({ length: 30 }, (_, index) => `guest${index}@example.com`)
    await enqueueWelcome(recipients)

    const [byFirst, bySecond] = await Promise.all([first.drain(), second.drain()])

    assert.equal(byFirst + bySecond, 30)
    assert.isAbove(byFirst, 0, 'the first worker delivered nothing: the drains did not overlap')
    assert.isAbove(bySecond, 0, 'the second worker delivered nothing: the drains did not overlap')
    assert.lengthOf(sink.received, 30)
    assert.sameMembers(
      sink.received.map((mail) => mail.envelope.to[0]),
      recipients,
    )
    const rows = await OutboxMessage.query().orderBy('id')
    assert.isTrue(rows.every((row) => row.status === 'sent' && row.attempts === 0))
    assert.sameMembers(
      sink.received.map((mail) => mail.header('message-id')),
      rows.map((row) => messageIdFor(row, FROM)),
    )
  })
})
