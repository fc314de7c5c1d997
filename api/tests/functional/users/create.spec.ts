import { test } from '@japa/runner'
import User from '#models/user'
import {
  countRows,
  document,
  firstError,
  roleId,
  seedDefaultUsers,
  setDemoMode,
  signedIn,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

const adminToken = async () => tokenOf(await User.findOrFail(1))
const newUser = (extra: Record<string, unknown> = {}) => ({
  name: 'Giannis Papas',
  email: 'giannis@example.com',
  password: 'Strong.pass_1!',
  password_confirmation: 'Strong.pass_1!',
  timezone: 'Europe/Athens',
  currency: 'eur',
  ...extra,
})
const roles = (id: number | string) => ({ roles: [{ type: 'roles', id }] })

test.group('POST /users', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('creates a user with the role of the relationship', async ({ client, assert }) => {
    const response = await client
      .post('/api/v1/users')
      .bearerToken(await adminToken())
      .json(document('users', newUser(), roles(roleId('planner'))))
    response.assertStatus(201)
    assert.equal(response.body().included[0].attributes.name, 'planner')
    const user = await User.query()
      .where('email', 'giannis@example.com')
      .preload('role')
      .firstOrFail()
    assert.equal(user.role.name, 'planner')
    assert.isTrue(await user.verifyPassword('Strong.pass_1!'))
  })

  test('the role relationship is required and must name an existing role', async ({
    client,
    assert,
  }) => {
    const token = await adminToken()
    const cases: [unknown, string][] = [
      [{}, 'required'],
      [{ roles: { data: [] } }, 'required'],
      [{ roles: { data: null } }, 'required'],
      [{ roles: { data: [{ type: 'roles', id: '999' }] } }, 'invalid_value'],
      [{ roles: { data: [{ type: 'roles', id: 'admin' }] } }, 'invalid_value'],
      [{ roles: { data: [{ type: 'users', id: '1' }] } }, 'invalid_value'],
      [{ roles: [{ type: 'roles', id: '1' }] }, 'required'],
      ['roles', 'invalid_value'],
    ]
    for (const [relationships, code] of cases) {
      const body = { data: { type: 'users', attributes: newUser(), relationships } }
      const response = await client.post('/api/v1/users').bearerToken(token).json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code, JSON.stringify(relationships))
      assert.equal(firstError(response.body()).source?.pointer, '/data/relationships/roles')
    }
    assert.equal(await countRows('users', { email: 'giannis@example.com' }), 0)
  })

  test('bad attributes are 422 with pointers; a taken e-mail is email_taken', async ({
    client,
    assert,
  }) => {
    const token = await adminToken()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', 'required'],
      [{ email: 'nope' }, 'email', 'invalid_email'],
      [{ email: 'admin@tessera.test' }, 'email', 'email_taken'],
      [
        { password: 'has space 1', password_confirmation: 'has space 1' },
        'password',
        'invalid_format',
      ],
      [{ password: 'Short1', password_confirmation: 'Short1' }, 'password', 'too_short'],
      [
        { password_confirmation: 'other' },
        'password_confirmation',
        'password_confirmation_mismatch',
      ],
      [{ timezone: 'Nowhere/City' }, 'timezone', 'invalid_value'],
      [{ name: ['x'] }, 'name', 'invalid_type'],
    ]
    for (const [change, field, code] of cases) {
      const response = await client
        .post('/api/v1/users')
        .bearerToken(token)
        .json(document('users', newUser(change), roles(4)))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code, JSON.stringify(change))
      assert.equal(firstError(response.body()).source?.pointer, `/data/attributes/${field}`)
    }
    assert.equal(await countRows('users'), 11)
  })

  test('non-staff get 403 and nothing is created; no token is 401', async ({ client, assert }) => {
    const { token } = await signedIn('organizer')
    const body = document('users', newUser(), roles(1))
    const forbidden = await client.post('/api/v1/users').bearerToken(token).json(body)
    forbidden.assertStatus(403)
    assert.equal(firstError(forbidden.body()).code, 'forbidden')
    ;(await client.post('/api/v1/users').json(body)).assertStatus(401)
    assert.equal(await countRows('users', { email: 'giannis@example.com' }), 0)
  })

  test('in demo mode a developer cannot add users, a moderator can', async ({ client, assert }) => {
    setDemoMode(true)
    const developer = await tokenOf(await User.findOrFail(3))
    const refused = await client
      .post('/api/v1/users')
      .bearerToken(developer)
      .json(document('users', newUser(), roles(5)))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'forbidden')
    assert.equal(await countRows('users', { email: 'giannis@example.com' }), 0)

    const moderator = await tokenOf(await User.findOrFail(2))
    ;(
      await client
        .post('/api/v1/users')
        .bearerToken(moderator)
        .json(document('users', newUser(), roles(5)))
    ).assertStatus(201)
  })
})
