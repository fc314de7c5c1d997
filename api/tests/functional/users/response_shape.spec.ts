import { test } from '@japa/runner'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { user as userSchema } from '@tessera/shared/schemas/user'
import User from '#models/user'
import {
  createUser,
  document,
  firstError,
  roleId,
  seedDefaultUsers,
  solvedHumanCheck,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

test.group('Users: answers clients can parse', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('the answer to POST /users is a complete user (the shared schema parses it)', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/v1/users')
      .bearerToken(await tokenOf(await User.findOrFail(1)))
      .json(
        document(
          'users',
          {
            name: 'Nikos Pappas',
            email: 'nikos@example.com',
            password: 'Strong.pass_1',
            password_confirmation: 'Strong.pass_1',
          },
          { roles: [{ type: 'roles', id: roleId('organizer') }] },
        ),
      )
    response.assertStatus(201)
    const parsed = parseOne(response.body(), userSchema)
    assert.equal(parsed.email, 'nikos@example.com')
    assert.isTrue(parsed.email_notifications)
    assert.isFalse(parsed.slack_notifications)
    assert.isNull(parsed.payment_gateway)
  })

  test('the answer to POST /register is a complete user', async ({ client, assert }) => {
    const response = await client.post('/api/v1/register').json(
      document('users', {
        name: 'Anna Kosta',
        email: 'anna@example.com',
        password: 'a-long-password',
        password_confirmation: 'a-long-password',
        currency: 'eur',
        terms: true,
        human_check: await solvedHumanCheck(client),
      }),
    )
    response.assertStatus(201)
    const parsed = parseOne(response.body(), userSchema)
    assert.equal(parsed.roles[0]?.name, 'creator')
    assert.isNull(parsed.timezone)
    assert.isNull(parsed.profile_image)
  })

  test('name search folds Greek capitals too', async ({ client, assert }) => {
    await createUser('organizer', { name: 'ΕΛΕΝΗ Παπαδοπούλου', email: 'eleni@example.com' })
    const response = await client
      .get('/api/v1/users')
      .qs({ 'filter[name]': 'ελενη', 'page[size]': '100' })
      .bearerToken(await tokenOf(await User.findOrFail(1)))
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((item: { attributes: { email: string } }) => item.attributes.email),
      ['eleni@example.com'],
    )
  })

  test('a JSON body that is not an object is a 400, not a validation error', async ({
    client,
    assert,
  }) => {
    for (const body of ['null', '42', '"text"']) {
      const response = await client
        .post('/api/v1/users')
        .bearerToken(await tokenOf(await User.findOrFail(1)))
        .header('content-type', 'application/vnd.api+json')
        .unsafeJson(body)
      response.assertStatus(400)
      assert.equal(firstError(response.body()).code, 'bad_request')
    }
  })
})
