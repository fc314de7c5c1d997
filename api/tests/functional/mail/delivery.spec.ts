import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import OutboxMessage from '#models/outbox_message'
import { enqueueMail } from '#services/mail/outbox'
import { messageIdFor } from '#services/mail/outgoing_message'
import { SmtpSink } from '#tests/support/smtp_sink'
import { FROM, emptyOutbox, enqueueWelcome, makeWorker, outboxRow } from './mail_fixtures.js'

test.group('Mail delivery over SMTP', (group) => {
  group.each.setup(emptyOutbox)

  test('delivers an English welcome mail and marks the row sent', async ({ assert, cleanup }) => {
    const sink = await SmtpSink.start()
    const worker = makeWorker(sink.transport)
    cleanup(async () => {
      await worker.stop()
      await sink.close()
    })
    const [row] = await enqueueWelcome(['maria@example.com'])

    assert.equal(await worker.drain(), 1)

    assert.lengthOf(sink.received, 1)
    const [mail] = sink.received
    assert.deepEqual(mail.envelope, { from: 'no-reply@tessera.test', to: ['maria@example.com'] })
    assert.equal(mail.header('subject'), 'Welcome to Tessera')
    assert.equal(mail.header('from'), FROM)
    assert.equal(mail.header('content-language'), 'en')
    assert.include(mail.text!, 'Hello Maria,')
    assert.include(mail.text!, 'Your organizer account is ready.')
    assert.include(mail.html!, 'href="http://localhost:3333/manage"')
    const sent = await outboxRow(row.id)
    assert.equal(mail.header('message-id'), messageIdFor(sent, FROM))
    assert.match(
      mail.header('message-id')!,
      new RegExp(`^<outbox-${row.id}\\.[0-9a-z]+@tessera\\.test>$`),
    )
    assert.equal(sent.status, 'sent')
    assert.isNotNull(sent.sentAt)
    assert.equal(sent.attempts, 0)
    assert.isNull(sent.lockedUntil)
    assert.isNull(sent.claimToken)
    assert.equal(await worker.drain(), 0, 'a sent row is not sent again')
  })

  test('delivers a Greek password-reset mail in Greek', async ({ assert, cleanup }) => {
    const sink = await SmtpSink.start()
    const worker = makeWorker(sink.transport)
    cleanup(async () => {
      await worker.stop()
      await sink.close()
    })
    const row = await db.transaction((trx) =>
      enqueueMail(trx, {
        to: 'maria@example.gr',
        locale: 'el',
        template: 'password_reset',
        data: {
          name: 'Μαρία',
          url: 'http://localhost:3333/password/reset?token=abc',
          expiresInMinutes: 60,
        },
      }),
    )

    await worker.drain()

    const [mail] = sink.received
    assert.deepEqual(mail.envelope.to, ['maria@example.gr'])
    assert.equal(mail.header('subject'), 'Επαναφορά του κωδικού πρόσβασής σας στο Tessera')
    assert.equal(mail.header('content-language'), 'el')
    assert.include(mail.text!, 'Γεια σας, Μαρία,')
    assert.include(mail.text!, 'http://localhost:3333/password/reset?token=abc')
    assert.include(mail.html!, 'Γεια σας, Μαρία,')
    assert.include(mail.text!, 'Ο σύνδεσμος λήγει σε 60 λεπτά.')
    assert.include(mail.html!, '<html lang="el">')
    assert.equal((await outboxRow(row.id)).status, 'sent')
  })

  test('a mail enqueued in a transaction that rolls back is never sent', async ({
    assert,
    cleanup,
  }) => {
    const sink = await SmtpSink.start()
    const worker = makeWorker(sink.transport)
    cleanup(async () => {
      await worker.stop()
      await sink.close()
    })
    const trx = await db.transaction()
    await enqueueMail(trx, {
      to: 'nobody@example.com',
      locale: 'en',
      template: 'welcome',
      data: { name: 'N', dashboardUrl: 'http://x.test' },
    })
    await trx.rollback()

    assert.equal(await worker.drain(), 0)
    assert.lengthOf(sink.received, 0)
    assert.lengthOf(await OutboxMessage.all(), 0)
  })

  test('a started worker sends as soon as the enqueuing transaction commits', async ({
    assert,
    cleanup,
  }) => {
    const sink = await SmtpSink.start()
    // An hour between polls: only the commit signal can deliver within the test's timeout.
    const worker = makeWorker(sink.transport, { pollIntervalMs: 3_600_000 })
    cleanup(async () => {
      await worker.stop()
      await sink.close()
    })
    await worker.start()
    const [row] = await enqueueWelcome(['prompt@example.com'])

    const [mail] = await sink.waitFor(1)

    assert.deepEqual(mail.envelope.to, ['prompt@example.com'])
    await worker.stop()
    assert.equal((await outboxRow(row.id)).status, 'sent')
  }).timeout(10_000)

  test('stop() waits for the send in flight, records it and hands back the rest', async ({
    assert,
    cleanup,
  }) => {
    const sink = await SmtpSink.start()
    const worker = makeWorker(sink.transport)
    cleanup(() => sink.close())
    const held = sink.holdNextMessage()
    await worker.start()
    const [inFlight, queued] = await enqueueWelcome(['inflight@example.com', 'queued@example.com'])
    await held.arrived

    let stopped = false
    const stopping = worker.stop().then(() => (stopped = true))
    await new Promise((resolve) => setImmediate(resolve))
    assert.isFalse(stopped, 'stop() resolved while a message was still being sent')
    assert.equal((await outboxRow(inFlight.id)).status, 'pending')

    held.release()
    await stopping
    assert.deepEqual(
      sink.received.map((mail) => mail.envelope.to[0]),
      ['inflight@example.com'],
    )
    assert.equal((await outboxRow(inFlight.id)).status, 'sent')
    const handedBack = await outboxRow(queued.id)
    assert.equal(handedBack.status, 'pending')
    assert.isNull(handedBack.lockedUntil, 'a stopped worker releases the claims it will not send')
    assert.isNull(handedBack.claimToken)
  })
})
