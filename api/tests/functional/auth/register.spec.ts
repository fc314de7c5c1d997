import { test } from '@japa/runner'
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
})
