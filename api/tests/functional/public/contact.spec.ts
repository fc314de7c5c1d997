import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import { rateLimits } from '#config/limits'
import OutboxMessage from '#models/outbox_message'
import { countRows, document, firstError, useAccountsFixtures } from '#tests/helpers'
import { sinkAndWorker } from '../mail/mail_fixtures.js'
import { publishedEvent } from './fixtures.js'

const URL = '/api/v1/email/contact-organizer'

const message = (eventId: number | string, overrides: Record<string, unknown> = {}) =>
  document('contact-messages', {
    name: 'Maria <b>Papadopoulou</b>',
    email: 'maria@visitor.example',
    reason: 'refund',
    message: 'Can I get my money back?\nI cannot come. <script>alert(1)</script>',
    event_id: String(eventId),
    ...overrides,
  })

test.group('POST /email/contact-organizer', (group) => {
  useAccountsFixtures(group)

  test('queues one e-mail to the organizer, Reply-To the visitor, delivered over SMTP', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { event, user } = await publishedEvent('public')
    const response = await client.post(URL).json(message(event.id))
    response.assertStatus(202)
    assert.deepEqual(response.body().meta, { status: 'queued' })
    const rows = await OutboxMessage.query().where('template', 'contact_organizer')
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].recipient, user.email)
    assert.equal(rows[0].replyTo, 'maria@visitor.example')
    assert.equal(rows[0].locale, 'en')

    const { sink, worker } = await sinkAndWorker(cleanup)
    assert.equal(await worker.drain(), 1)
    const [mail] = sink.received
    assert.deepEqual(mail.envelope.to, [user.email])
    assert.equal(mail.header('reply-to'), 'maria@visitor.example')
    assert.equal(mail.header('subject'), 'Question about refunds: Athens Design Week')
    assert.include(mail.text!, 'Maria <b>Papadopoulou</b> (maria@visitor.example)')
    assert.include(mail.text!, 'I cannot come. <script>alert(1)</script>')
    assert.include(mail.html!, '&lt;script&gt;alert(1)&lt;/script&gt;')
    assert.notInclude(mail.html!, '<script>')
    assert.notInclude(mail.html!, '<b>Papadopoulou')
    assert.include(mail.html!, `/event/${event.hashCode}`)
    assert.include(mail.html!, '<html lang="en">')
  })

  test("in the organizer's language", async ({ client, assert }) => {
    const { event, user } = await publishedEvent('public')
    await db.from('users').where('id', user.id).update({ locale: 'el' })
    ;(await client.post(URL).json(message(event.id, { reason: 'ticket' }))).assertStatus(202)
    const row = await OutboxMessage.query().where('template', 'contact_organizer').firstOrFail()
    assert.equal(row.locale, 'el')
    assert.equal(row.subject, 'Ερώτηση για εισιτήριο: Athens Design Week')
    assert.include(row.textBody, 'Γεια σας, Studio Meraki,')
    assert.include(row.htmlBody, '<html lang="el">')
  })

  for (const status of ['private', 'draft'] as const) {
    test(`a ${status} event cannot be written to: 404, nothing queued`, async ({
      client,
      assert,
    }) => {
      const { event } = await publishedEvent(status)
      const response = await client.post(URL).json(message(event.id))
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
      assert.equal(await countRows('outbox'), 0)
    })
  }

  test('an unknown event is 404; bad input is 422 with pointers; nothing queued', async ({
    client,
    assert,
  }) => {
    ;(await client.post(URL).json(message(999999))).assertStatus(404)
    ;(await client.post(URL).json(message('abc'))).assertStatus(404)
    const { event } = await publishedEvent('public')
    const invalid = await client
      .post(URL)
      .json(message(event.id, { email: 'nope', reason: 'love', message: 'x'.repeat(501) }))
    invalid.assertStatus(422)
    const pointers = invalid
      .body()
      .errors.map((e: { source: { pointer: string } }) => e.source.pointer)
    assert.includeMembers(pointers, [
      '/data/attributes/email',
      '/data/attributes/reason',
      '/data/attributes/message',
    ])
    ;(await client.post(URL).json({ name: 'x' })).assertStatus(400)
    assert.equal(await countRows('outbox'), 0)
  })

  test('rate-limited per IP: 429 with Retry-After', async ({ client, assert }) => {
    const { event } = await publishedEvent('public')
    for (let i = 0; i < rateLimits.contactOrganizerPerIp.requests; i++)
      (await client.post(URL).json(message(event.id))).assertStatus(202)
    const refused = await client.post(URL).json(message(event.id))
    refused.assertStatus(429)
    assert.equal(firstError(refused.body()).code, 'rate_limited')
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.equal(await countRows('outbox'), rateLimits.contactOrganizerPerIp.requests)
  })

  test('rate-limited per event, whichever IPs write', async ({ client, assert }) => {
    const { event } = await publishedEvent('public')
    const other = await publishedEvent('public')
    const { requests, duration } = rateLimits.contactOrganizerPerIp
    // Every request of a test comes from 127.0.0.1: its per-IP count is forgotten after each, as
    // if each came from another address.
    const forgetIp = () =>
      limiter.use({ requests, duration }).delete('contact_organizer_ip_contact_organizer:127.0.0.1')
    for (let i = 0; i < rateLimits.contactOrganizerPerEvent.requests; i++) {
      ;(await client.post(URL).json(message(event.id))).assertStatus(202)
      await forgetIp()
    }
    const refused = await client.post(URL).json(message(event.id))
    refused.assertStatus(429)
    assert.isAbove(Number(refused.header('retry-after')), 0)
    ;(await client.post(URL).json(message(other.event.id))).assertStatus(202)
  })
})
