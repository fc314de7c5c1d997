import { test } from '@japa/runner'
import { rateLimits } from '#config/limits'
import { countRows, createUser, document, firstError, useAccountsFixtures } from '#tests/helpers'

test.group('POST /login', (group) => {
  useAccountsFixtures(group)

  test('a plain JSON body signs in with a bearer token', async ({ client, assert }) => {
    const user = await createUser('organizer', { email: 'eleni@example.com' })
    const response = await client
      .post('/api/v1/login')
      .json({ email: ' Eleni@Example.com ', password: 'secret-password' })
    response.assertStatus(200)
    const meta = response.body().meta
    assert.equal(meta.token_type, 'Bearer')
    assert.match(meta.access_token, /^tss_/)
    assert.isAbove(Date.parse(meta.expires_at), Date.now() + 29 * 24 * 3600 * 1000)
    assert.equal(await countRows('auth_access_tokens', { tokenable_id: user.id }), 1)

    const me = await client.get('/api/v1/me').bearerToken(meta.access_token)
    me.assertStatus(200)
    assert.equal(me.body().data.attributes.email, 'eleni@example.com')
  })

  test('a JSON:API document works too', async ({ client }) => {
    await createUser('organizer', { email: 'eleni@example.com' })
    const response = await client
      .post('/api/v1/login')
      .header('Content-Type', 'application/vnd.api+json')
      .json(document('users', { email: 'eleni@example.com', password: 'secret-password' }))
    response.assertStatus(200)
  })

  test('a wrong password or an unknown e-mail is 401 invalid_credentials, with no token issued', async ({
    client,
    assert,
  }) => {
    await createUser('organizer', { email: 'eleni@example.com' })
    for (const credentials of [
      { email: 'eleni@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'secret-password' },
    ]) {
      const response = await client
        .post('/api/v1/login')
        .header('Accept-Language', 'el')
        .json(credentials)
      response.assertStatus(401)
      assert.equal(firstError(response.body()).code, 'invalid_credentials')
      assert.equal(
        firstError(response.body()).detail,
        'Λανθασμένο email ή κωδικός πρόσβασης. Δοκιμάστε ξανά ή επαναφέρετε τον κωδικό πρόσβασής σας.',
      )
    }
    assert.equal(await countRows('auth_access_tokens'), 0)
  })

  test('missing, too long and wrongly typed fields are 422 with pointers', async ({
    client,
    assert,
  }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'x' }, 'email', 'required'],
      [{ email: 'a@b.c' }, 'password', 'required'],
      [{ email: 'a@b.c', password: 'p'.repeat(256) }, 'password', 'too_long'],
      [{ email: 42, password: 'x' }, 'email', 'invalid_type'],
    ]
    for (const [body, field, code] of cases) {
      const response = await client.post('/api/v1/login').json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code)
      assert.equal(firstError(response.body()).source?.pointer, `/data/attributes/${field}`)
    }
    const malformed = await client
      .post('/api/v1/login')
      .unsafeJson('{"email":')
      .header('Content-Type', 'application/json')
    malformed.assertStatus(400)
    const text = await client
      .post('/api/v1/login')
      .unsafeJson('email=a')
      .header('Content-Type', 'text/plain')
    text.assertStatus(415)
  })

  test('failed attempts for one e-mail are limited, and a success clears them', async ({
    client,
    assert,
  }) => {
    await createUser('organizer', { email: 'eleni@example.com' })
    const fail = () =>
      client.post('/api/v1/login').json({ email: 'eleni@example.com', password: 'wrong' })
    for (let i = 0; i < rateLimits.loginPerEmail.requests - 1; i++) (await fail()).assertStatus(401)
    ;(
      await client
        .post('/api/v1/login')
        .json({ email: 'eleni@example.com', password: 'secret-password' })
    ).assertStatus(200)

    for (let i = 0; i < rateLimits.loginPerEmail.requests; i++) (await fail()).assertStatus(401)
    const limited = await client
      .post('/api/v1/login')
      .json({ email: 'eleni@example.com', password: 'secret-password' })
    limited.assertStatus(429)
    assert.equal(firstError(limited.body()).code, 'rate_limited')
    assert.isAbove(Number(limited.header('retry-after')), 0)
    assert.equal(await countRows('auth_access_tokens'), 1)

    const otherEmail = await client
      .post('/api/v1/login')
      .json({ email: 'other@example.com', password: 'x' })
    otherEmail.assertStatus(401)
  })

  test('failed attempts from one IP are limited across e-mails', async ({ client, assert }) => {
    for (let i = 0; i < rateLimits.loginPerIp.requests; i++) {
      ;(
        await client
          .post('/api/v1/login')
          .json({ email: `user${i}@example.com`, password: 'wrong' })
      ).assertStatus(401)
    }
    const limited = await client
      .post('/api/v1/login')
      .json({ email: 'fresh@example.com', password: 'wrong' })
    limited.assertStatus(429)
    assert.equal(firstError(limited.body()).code, 'rate_limited')
  }).timeout(60_000)
})
