import { test } from '@japa/runner'
import { humanCheck, rateLimits } from '#config/limits'
import OutboxMessage from '#models/outbox_message'
import User from '#models/user'
import {
  countRows,
  createUser,
  document,
  firstError,
  solvedHumanCheck,
  useAccountsFixtures,
} from '#tests/helpers'

const attributes = (humanCheck: string, extra: Record<string, unknown> = {}) => ({
  name: 'Maria Papadopoulou',
  email: 'Maria@Example.com',
  password: 'correct-horse',
  password_confirmation: 'correct-horse',
  currency: 'usd',
  terms: true,
  human_check: humanCheck,
  ...extra,
})

test.group('POST /register', (group) => {
  useAccountsFixtures(group)

  test('creates a creator, signs in and queues the welcome e-mail in the request language', async ({
    client,
    assert,
  }) => {
    const humanCheck = await solvedHumanCheck(client)
    const response = await client
      .post('/api/v1/register')
      .header('Accept-Language', 'el')
      .json(document('users', attributes(humanCheck, { role: 'admin' })))

    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.data.type, 'users')
    assert.equal(body.data.attributes.email, 'maria@example.com')
    assert.equal(body.data.attributes.currency, 'usd')
    assert.notProperty(body.data.attributes, 'password')
    assert.equal(body.included[0].attributes.name, 'creator')
    assert.deepEqual(body.data.relationships.roles.data, [
      { type: 'roles', id: body.included[0].id },
    ])
    assert.equal(body.meta.token_type, 'Bearer')
    assert.match(body.meta.access_token, /^tss_/)
    assert.isString(body.meta.expires_at)

    const user = await User.query()
      .where('email', 'maria@example.com')
      .preload('role')
      .firstOrFail()
    assert.equal(user.role.name, 'creator')
    assert.equal(user.locale, 'el', 'mails the user gets unasked (contact messages) are in Greek')
    const mail = await OutboxMessage.query().where('recipient', 'maria@example.com').firstOrFail()
    assert.equal(mail.template, 'welcome')
    assert.equal(mail.locale, 'el')

    const me = await client.get('/api/v1/me').bearerToken(body.meta.access_token)
    me.assertStatus(200)
    assert.equal(me.body().data.id, String(user.id))
  })

  test('a solved human check works once', async ({ client, assert }) => {
    const humanCheck = await solvedHumanCheck(client)
    ;(
      await client.post('/api/v1/register').json(document('users', attributes(humanCheck)))
    ).assertStatus(201)
    const again = await client
      .post('/api/v1/register')
      .json(document('users', attributes(humanCheck, { email: 'other@example.com' })))
    again.assertStatus(422)
    assert.equal(firstError(again.body()).code, 'human_check_failed')
    assert.equal(firstError(again.body()).source?.pointer, '/data/attributes/human_check')
    assert.isNull(await User.findBy('email', 'other@example.com'))
  })

  test('a wrong, forged or garbage human check is refused', async ({ client, assert }) => {
    const solved = await solvedHumanCheck(client)
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(solved, 'base64').toString()),
        number: 123456789,
      }),
    ).toString('base64')
    for (const humanCheck of [
      forged,
      'not-base64-at-all',
      Buffer.from('{"a":1}').toString('base64'),
    ]) {
      const response = await client
        .post('/api/v1/register')
        .json(document('users', attributes(humanCheck)))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, 'human_check_failed')
    }
    assert.equal(await countRows('users'), 0)
  })

  test('a taken e-mail is refused with a pointer and nothing is written', async ({
    client,
    assert,
  }) => {
    await createUser('creator', { email: 'maria@example.com' })
    const response = await client
      .post('/api/v1/register')
      .json(document('users', attributes(await solvedHumanCheck(client))))
    response.assertStatus(422)
    assert.equal(firstError(response.body()).code, 'email_taken')
    assert.equal(firstError(response.body()).source?.pointer, '/data/attributes/email')
    assert.equal(await countRows('outbox'), 0)
    assert.equal(await countRows('users', { email: 'maria@example.com' }), 1)
  })

  test('missing fields are listed with their pointers, in Greek when asked', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/v1/register')
      .header('Accept-Language', 'el')
      .json(document('users', {}))
    response.assertStatus(422)
    const errors = response.body().errors as {
      code: string
      detail: string
      source: { pointer: string }
    }[]
    const byField = Object.fromEntries(
      errors.map((error) => [error.source.pointer.split('/')[3], error]),
    )
    for (const field of ['name', 'email', 'password', 'password_confirmation', 'human_check']) {
      assert.equal(byField[field]?.code, 'required', field)
    }
    assert.equal(byField.terms.code, 'terms_not_accepted')
    assert.equal(byField.name.detail, 'Αυτό το πεδίο είναι υποχρεωτικό.')
    assert.equal(await countRows('users'), 0)
  })

  test('bad values: too long, bad e-mail, short or mismatched password, wrong types, unknown currency', async ({
    client,
    assert,
  }) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x'.repeat(256) }, 'name', 'too_long'],
      [{ email: 'not-an-email' }, 'email', 'invalid_email'],
      [{ email: `${'a'.repeat(320)}@example.com` }, 'email', 'too_long'],
      [{ password: 'short', password_confirmation: 'short' }, 'password', 'too_short'],
      [
        { password_confirmation: 'something-else' },
        'password_confirmation',
        'password_confirmation_mismatch',
      ],
      [{ name: 42 }, 'name', 'invalid_type'],
      [{ terms: 'true' }, 'terms', 'terms_not_accepted'],
      [{ terms: false }, 'terms', 'terms_not_accepted'],
      [{ currency: 'gbp' }, 'currency', 'invalid_value'],
      [{ human_check: ['x'] }, 'human_check', 'invalid_type'],
    ]
    for (const [change, field, code] of cases) {
      const response = await client
        .post('/api/v1/register')
        .json(document('users', attributes('not-checked', change)))
      response.assertStatus(422)
      const error = (
        response.body().errors as { code: string; source: { pointer: string } }[]
      ).find((item) => item.source.pointer === `/data/attributes/${field}`)
      assert.equal(error?.code, code, JSON.stringify(change).slice(0, 80))
    }
    assert.equal(await countRows('users'), 0)
  })

  test('the body must be a users document in JSON', async ({ client, assert }) => {
    const humanCheck = await solvedHumanCheck(client)
    const plain = await client.post('/api/v1/register').json(attributes(humanCheck))
    plain.assertStatus(400)
    assert.equal(firstError(plain.body()).code, 'bad_request')

    const wrongType = await client
      .post('/api/v1/register')
      .json(document('roles', attributes(humanCheck)))
    wrongType.assertStatus(409)
    assert.equal(firstError(wrongType.body()).code, 'conflict')

    const malformed = await client
      .post('/api/v1/register')
      .unsafeJson('{"data": {')
      .header('Content-Type', 'application/vnd.api+json')
    malformed.assertStatus(400)
    assert.equal(firstError(malformed.body()).code, 'bad_request')

    const form = await client.post('/api/v1/register').form({ name: 'x' })
    form.assertStatus(415)
    assert.equal(firstError(form.body()).code, 'unsupported_file_type')
    assert.equal(await countRows('users'), 0)
  })

  test('an expired challenge is refused', async ({ client, assert }) => {
    const original = humanCheck.expiresIn
    humanCheck.expiresIn = -1
    try {
      const stale = await solvedHumanCheck(client)
      humanCheck.expiresIn = original
      const response = await client
        .post('/api/v1/register')
        .json(document('users', attributes(stale)))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, 'human_check_failed')
      assert.equal(await countRows('users'), 0)
    } finally {
      humanCheck.expiresIn = original
    }
  })

  test('registrations from one IP are rate-limited', async ({ client, assert }) => {
    for (let i = 0; i < rateLimits.registerPerIp.requests; i++) {
      const response = await client.post('/api/v1/register').json(document('users', {}))
      response.assertStatus(422)
    }
    const limited = await client
      .post('/api/v1/register')
      .json(document('users', attributes(await solvedHumanCheck(client))))
    limited.assertStatus(429)
    assert.equal(firstError(limited.body()).code, 'rate_limited')
    assert.isAbove(Number(limited.header('retry-after')), 0)
    assert.equal(await countRows('users'), 0)
  })
})
