import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { devMailDirectory } from '#config/mail'
import { isLoopbackAddress } from '#lib/loopback'
import OutboxMessage from '#models/outbox_message'
import DevMailbox from '#services/mail/dev_mailbox'
import { headerValue, parseEml } from '#services/mail/eml_reader'
import { enqueueMail } from '#services/mail/outbox'
import { messageIdFor } from '#services/mail/outgoing_message'
import { EML_FILE_PATTERN } from '#services/mail/transports'
import { FROM, emptyOutbox, enqueueWelcome, makeWorker, manualClock } from './mail_fixtures.js'
import { assertStrictPolicy } from '#tests/support/csp'

async function mailDirectory(cleanup: (handler: () => Promise<void>) => void) {
  const directory = await mkdtemp(join(tmpdir(), 'tessera-mail-'))
  cleanup(() => rm(directory, { recursive: true, force: true }))
  return directory
}

function serveMailbox(directory: string | null, cleanup: (handler: () => void) => void) {
  app.container.swap(DevMailbox, () => new DevMailbox(directory))
  cleanup(() => app.container.restore(DevMailbox))
}

/** One welcome message written by the file transport: its directory and file name. */
async function oneWrittenMessage(cleanup: (handler: () => void | Promise<void>) => void) {
  const directory = await mailDirectory(cleanup)
  await enqueueWelcome(['hidden@example.com'])
  const worker = makeWorker({ kind: 'file', directory })
  cleanup(() => worker.stop())
  await worker.drain()
  const [file] = await readdir(directory)
  return { directory, file }
}

test.group('Mail file transport and /dev/mail', (group) => {
  group.each.setup(emptyOutbox)

  test('the file transport writes each message as a complete .eml named by time and outbox id', async ({
    assert,
    cleanup,
  }) => {
    const directory = await mailDirectory(cleanup)
    const [row] = await enqueueWelcome(['eleni@example.gr'], 'el')
    const worker = makeWorker({ kind: 'file', directory })
    cleanup(() => worker.stop())

    assert.equal(await worker.drain(), 1)

    const files = await readdir(directory)
    assert.lengthOf(files, 1)
    assert.match(files[0], EML_FILE_PATTERN)
    assert.isTrue(files[0].endsWith(`-outbox-${row.id}.eml`))
    const raw = await readFile(join(directory, files[0]))
    assert.include(raw.toString('latin1'), '\r\n\r\n', 'RFC 822 lines end in CRLF')
    const mail = await parseEml(raw)
    assert.equal(headerValue(mail.headers, 'to'), 'eleni@example.gr')
    assert.equal(headerValue(mail.headers, 'subject'), 'Καλώς ήρθατε στο Tessera')
    assert.equal(
      headerValue(mail.headers, 'message-id'),
      messageIdFor(await OutboxMessage.findOrFail(row.id), FROM),
    )
    assert.include(mail.text!, 'Ο λογαριασμός διοργανωτή σας είναι έτοιμος.')
    assert.include(mail.html!, '<a href="http://localhost:3333/manage"')
    assert.equal((await OutboxMessage.findOrFail(row.id)).status, 'sent')
  })

  test('/dev/mail lists the messages newest first and shows each one', async ({
    client,
    assert,
    cleanup,
  }) => {
    const directory = await mailDirectory(cleanup)
    const [older] = await enqueueWelcome(['first@example.com'])
    const clock = manualClock()
    const worker = makeWorker({ kind: 'file', directory }, { clock: clock.now })
    cleanup(() => worker.stop())
    await worker.drain()
    await db.transaction((trx) =>
      enqueueMail(trx, {
        to: 'second@example.com',
        locale: 'el',
        template: 'password_reset',
        data: { name: 'Νίκος', url: 'http://localhost:3333/r?t=1', expiresInMinutes: 60 },
      }),
    )
    clock.advance({ minutes: 5 })
    await worker.drain()
    serveMailbox(directory, cleanup)

    const list = await client.get('/dev/mail')

    list.assertStatus(200)
    assert.match(list.header('content-type') ?? '', /^text\/html/)
    const html = list.text()
    assert.include(html, '<html lang="en">')
    assert.include(html, '<h1>Dev mail</h1>')
    assert.include(
      html,
      '<th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th>',
    )
    assert.isBelow(
      html.indexOf('second@example.com'),
      html.indexOf('first@example.com'),
      'newest first',
    )
    assert.include(html, 'Επαναφορά του κωδικού πρόσβασής σας στο Tessera')
    const [oldFile] = (await readdir(directory)).filter((file) =>
      file.endsWith(`-outbox-${older.id}.eml`),
    )
    assert.include(html, `<a href="/dev/mail/${oldFile}">Welcome to Tessera</a>`)

    const shown = await client.get(`/dev/mail/${oldFile}`)

    shown.assertStatus(200)
    const page = shown.text()
    assertStrictPolicy(assert, shown.header('content-security-policy'), page)
    assert.include(page, '<h1>Welcome to Tessera</h1>')
    assert.include(page, '<th scope="row">To</th><td>first@example.com</td>')
    assert.include(
      page,
      `<iframe title="HTML part of the message" sandbox src="/dev/mail/${oldFile}/html"></iframe>`,
    )
    assert.include(page, '<pre>Hello Maria,')
    const framed = await client.get(`/dev/mail/${oldFile}/html`)
    framed.assertStatus(200)
    assert.match(framed.text(), /^<!doctype html>.*Hello Maria,/is)
  })

  test('/dev/mail escapes everything a message carries', async ({ client, assert, cleanup }) => {
    const directory = await mailDirectory(cleanup)
    await OutboxMessage.create({
      template: 'welcome',
      locale: 'en',
      recipient: 'x@example.com',
      subject: '<script>alert("subject")</script>',
      textBody: '</pre><script>alert("text")</script>',
      htmlBody: '<p>hi</p>"><script>alert("html")</script>',
      status: 'pending',
      attempts: 0,
      availableAt: DateTime.now(),
    })
    const worker = makeWorker({ kind: 'file', directory })
    cleanup(() => worker.stop())
    await worker.drain()
    serveMailbox(directory, cleanup)
    const [file] = await readdir(directory)

    const list = (await client.get('/dev/mail')).text()
    const page = (await client.get(`/dev/mail/${file}`)).text()

    assert.notInclude(list, '<script>')
    assert.include(list, '&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;')
    assert.notInclude(page, '<script>')
    assert.include(page, '<pre>&lt;/pre&gt;&lt;script&gt;alert(&quot;text&quot;)')
    // The message's own HTML runs nothing: no script source at all, a sandbox, only in the page.
    const framed = await client.get(`/dev/mail/${file}/html`)
    assert.include(framed.text(), '<script>alert("html")</script>')
    const policy = String(framed.header('content-security-policy'))
    assert.match(policy, /(^|; )default-src 'none'(;|$)/)
    assert.notMatch(policy, /script-src/)
    assert.match(policy, /(^|; )sandbox(;|$)/)
    assert.match(policy, /(^|; )frame-ancestors 'self'(;|$)/)
  })

  test('/dev/mail is not found in production, with SMTP, or for a file that is not a message', async ({
    client,
    cleanup,
  }) => {
    const { directory, file } = await oneWrittenMessage(cleanup)

    serveMailbox(devMailDirectory({ kind: 'file', directory }, true), cleanup)
    ;(await client.get('/dev/mail')).assertStatus(404)
    ;(await client.get(`/dev/mail/${file}`)).assertStatus(404)
    ;(await client.get(`/dev/mail/${file}/html`)).assertStatus(404)

    serveMailbox(
      devMailDirectory({ kind: 'smtp', host: 'smtp.example.com', port: 587, secure: false }, false),
      cleanup,
    )
    ;(await client.get('/dev/mail')).assertStatus(404)
    ;(await client.get(`/dev/mail/${file}`)).assertStatus(404)

    serveMailbox(devMailDirectory({ kind: 'file', directory }, false), cleanup)
    ;(await client.get('/dev/mail')).assertStatus(200)
    ;(await client.get(`/dev/mail/${file}`)).assertStatus(200)
    ;(await client.get('/dev/mail/..%2F..%2F.env')).assertStatus(404)
    ;(await client.get('/dev/mail/20250101T000000000Z-outbox-999999.eml')).assertStatus(404)
  })

  test('/dev/mail answers only a request made on this machine, not one a proxy forwarded', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { directory, file } = await oneWrittenMessage(cleanup)
    serveMailbox(devMailDirectory({ kind: 'file', directory }, false), cleanup)

    for (const [name, value] of [
      ['X-Forwarded-For', '203.0.113.7'],
      ['Forwarded', 'for=203.0.113.7'],
      ['X-Real-IP', '203.0.113.7'],
    ]) {
      for (const url of ['/dev/mail', `/dev/mail/${file}`, `/dev/mail/${file}/html`]) {
        const response = await client.get(url).header(name, value)
        response.assertStatus(404)
        assert.notInclude(response.text(), 'hidden@example.com', `${name} ${url}`)
      }
    }
    ;(await client.get('/dev/mail')).assertStatus(200)
  })

  test('a loopback address is 127.0.0.0/8 or ::1, also mapped into IPv6', ({ assert }) => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      assert.isTrue(isLoopbackAddress(address), address)
    for (const address of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '0.0.0.0', '', undefined])
      assert.isFalse(isLoopbackAddress(address), String(address))
  })
})
