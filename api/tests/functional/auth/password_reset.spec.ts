import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import OutboxMessage from '#models/outbox_message'
import User from '#models/user'
import {
  countRows,
  createUser,
  firstError,
  setDemoMode,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

/** Asks for a reset link and returns the token from the queued e-mail, as the user would click it. */
async function resetToken(client: ApiClient, email: string) {
  ;(await client.post('/api/v1/password-forgot').json({ email })).assertStatus(204)
  const mail = await OutboxMessage.query()
    .where('recipient', email)
    .orderBy('id', 'desc')
    .firstOrFail()
  const url = new URL(/https?:\/\/\S+\/password\/reset\?\S+/.exec(mail.textBody)![0])
  return url.searchParams.get('token')!
}

const resetBody = (token: string, extra: Record<string, unknown> = {}) => ({
  email: 'eleni@example.com',
  token,
  password: 'brand-new-secret',
  password_confirmation: 'brand-new-secret',
  ...extra,
})

test.group('POST /password-reset', (group) => {
  useAccountsFixtures(group)

  test('sets the password, signs in, consumes every reset token and revokes every session', async ({
    client,
    assert,
  }) => {
    const user = await createUser('organizer', { email: 'eleni@example.com' })
    const oldSession = await tokenOf(user)
    await resetToken(client, 'eleni@example.com')
    const token = await resetToken(client, 'eleni@example.com')
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 2)

    const response = await client.post('/api/v1/password-reset').json(resetBody(token))
    response.assertStatus(200)
    const meta = response.body().meta
    assert.equal(meta.token_type, 'Bearer')
    ;(await client.get('/api/v1/me').bearerToken(meta.access_token)).assertStatus(200)
    ;(await client.get('/api/v1/me').bearerToken(oldSession)).assertStatus(401)
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id }), 0)
    assert.equal(await countRows('auth_access_tokens', { tokenable_id: user.id }), 1)

    const fresh = await User.findOrFail(user.id)
    assert.isTrue(await fresh.verifyPassword('brand-new-secret'))
    ;(
      await client
        .post('/api/v1/login')
        .json({ email: 'eleni@example.com', password: 'brand-new-secret' })
    ).assertStatus(200)

    const reused = await client
      .post('/api/v1/password-reset')
      .json(resetBody(token, { password: 'another-one-1', password_confirmation: 'another-one-1' }))
    reused.assertStatus(422)
    assert.equal(firstError(reused.body()).code, 'invalid_reset_token')
    assert.isTrue(await (await User.findOrFail(user.id)).verifyPassword('brand-new-secret'))
  })

  test('a bad token, an expired token or an unknown e-mail is 422 on token and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser('organizer', { email: 'eleni@example.com' })
    const token = await resetToken(client, 'eleni@example.com')
    const cases = [resetBody('not-the-token'), resetBody(token, { email: 'nobody@example.com' })]
    for (const body of cases) {
      const response = await client
        .post('/api/v1/password-reset')
        .header('Accept-Language', 'el')
        .json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, 'invalid_reset_token')
      assert.equal(firstError(response.body()).source?.pointer, '/data/attributes/token')
      assert.equal(
        firstError(response.body()).detail,
        'Αυτός ο σύνδεσμος επαναφοράς κωδικού πρόσβασης δεν είναι έγκυρος ή έχει λήξει.',
      )
    }
    await db
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .update({ expires_at: '2000-01-01 00:00:00' })
    const expired = await client.post('/api/v1/password-reset').json(resetBody(token))
    expired.assertStatus(422)
    assert.equal(firstError(expired.body()).code, 'invalid_reset_token')
    assert.isTrue(await (await User.findOrFail(user.id)).verifyPassword('secret-password'))
  })

  test('bad input is 422 with pointers', async ({ client, assert }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'email', 'required'],
      [
        resetBody('t', { password: 'short', password_confirmation: 'short' }),
        'password',
        'too_short',
      ],
      [
        resetBody('t', { password_confirmation: 'different-one' }),
        'password_confirmation',
        'password_confirmation_mismatch',
      ],
      [resetBody('x'.repeat(256)), 'token', 'too_long'],
      [resetBody('t', { email: 'bad' }), 'email', 'invalid_email'],
    ]
    for (const [body, field, code] of cases) {
      const response = await client.post('/api/v1/password-reset').json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code)
      assert.equal(firstError(response.body()).source?.pointer, `/data/attributes/${field}`)
    }
  })

  test('is off in demo mode', async ({ client, assert }) => {
    await createUser('organizer', { email: 'eleni@example.com' })
    const token = await resetToken(client, 'eleni@example.com')
    setDemoMode(true)
    const response = await client.post('/api/v1/password-reset').json(resetBody(token))
    response.assertStatus(403)
    assert.equal(firstError(response.body()).code, 'demo_mode')
    assert.equal(await countRows('password_reset_tokens'), 1)
  })
})
