import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { rateLimits } from '#config/limits'
import OutboxMessage from '#models/outbox_message'
import { countRows, createUser, firstError, setDemoMode, useAccountsFixtures } from '#tests/helpers'

test.group('POST /password-forgot', (group) => {
  useAccountsFixtures(group)

  test('a known e-mail gets a single reset link in its language; only a hash is stored', async ({
    client,
    assert,
  }) => {
    const user = await createUser('organizer', { email: 'eleni@example.com' })
    const response = await client
      .post('/api/v1/password-forgot')
      .header('Accept-Language', 'el')
      .json({ email: 'Eleni@Example.com' })
    response.assertStatus(204)

    const mail = await OutboxMessage.query().where('recipient', 'eleni@example.com').firstOrFail()
    assert.equal(mail.template, 'password_reset')
    assert.equal(mail.locale, 'el')
    const url = new URL(/https?:\/\/\S+\/password\/reset\?\S+/.exec(mail.textBody)![0])
    assert.equal(url.searchParams.get('email'), 'eleni@example.com')
    const token = url.searchParams.get('token')!
    assert.isAtLeast(token.length, 40)

    const rows = await db.from('password_reset_tokens').where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.notEqual(rows[0].token_hash, token)
    assert.notInclude(JSON.stringify(rows), token)
  })

  test('an unknown e-mail gets the same answer and nothing is written', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/v1/password-forgot')
      .json({ email: 'nobody@example.com' })
    response.assertStatus(204)
    assert.equal(await countRows('outbox'), 0)
    assert.equal(await countRows('password_reset_tokens'), 0)
  })

  test('a malformed e-mail is 422 with a pointer', async ({ client, assert }) => {
    for (const body of [{}, { email: 'not-an-email' }, { email: 7 }]) {
      const response = await client.post('/api/v1/password-forgot').json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).source?.pointer, '/data/attributes/email')
    }
    assert.equal(await countRows('outbox'), 0)
  })

  test('is off in demo mode', async ({ client, assert }) => {
    await createUser('organizer', { email: 'eleni@example.com' })
    setDemoMode(true)
    const response = await client
      .post('/api/v1/password-forgot')
      .json({ email: 'eleni@example.com' })
    response.assertStatus(403)
    assert.equal(firstError(response.body()).code, 'demo_mode')
    assert.equal(await countRows('outbox'), 0)
  })

  test('requests for one e-mail are rate-limited', async ({ client, assert }) => {
    await createUser('organizer', { email: 'eleni@example.com' })
    for (let i = 0; i < rateLimits.passwordForgotPerEmail.requests; i++) {
      ;(
        await client.post('/api/v1/password-forgot').json({ email: 'eleni@example.com' })
      ).assertStatus(204)
    }
    const limited = await client
      .post('/api/v1/password-forgot')
      .json({ email: 'ELENI@example.com' })
    limited.assertStatus(429)
    assert.equal(firstError(limited.body()).code, 'rate_limited')
    assert.isAbove(Number(limited.header('retry-after')), 0)
    assert.equal(await countRows('outbox'), rateLimits.passwordForgotPerEmail.requests)
  })

  test('requests from one IP are rate-limited across e-mails', async ({ client, assert }) => {
    for (let i = 0; i < rateLimits.passwordForgotPerIp.requests; i++) {
      ;(
        await client.post('/api/v1/password-forgot').json({ email: `user${i}@example.com` })
      ).assertStatus(204)
    }
    const limited = await client
      .post('/api/v1/password-forgot')
      .json({ email: 'fresh@example.com' })
    limited.assertStatus(429)
    assert.equal(firstError(limited.body()).code, 'rate_limited')
  })

  test('a forged X-Forwarded-For does not escape the per-address limit: no proxy is trusted by default', async ({
    client,
  }) => {
    const ask = (i: number) =>
      client
        .post('/api/v1/password-forgot')
        .header('X-Forwarded-For', `203.0.113.${i + 1}`)
        .json({ email: `forged${i}@example.com` })
    for (let i = 0; i < rateLimits.passwordForgotPerIp.requests; i++)
      (await ask(i)).assertStatus(204)
    ;(await ask(rateLimits.passwordForgotPerIp.requests)).assertStatus(429)
  })
})
