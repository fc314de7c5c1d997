import { test } from '@japa/runner'
import User from '#models/user'
import {
  countRows,
  createUser,
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

test.group('PATCH /users/{id}', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('edits account and configs; an empty password means no change; the role follows the relationship', async ({
    client,
    assert,
  }) => {
    const target = await createUser('creator')
    const response = await client
      .patch(`/api/v1/users/${target.id}`)
      .bearerToken(await adminToken())
      .json(
        document(
          'users',
          {
            name: 'Renamed',
            email: 'renamed@example.com',
            password: '',
            password_confirmation: '',
            payment_gateway: 2,
            currency: 'usd',
          },
          roles(roleId('organizer')),
        ),
      )
    response.assertStatus(200)
    const user = await User.query().where('id', target.id).preload('role').firstOrFail()
    assert.equal(user.name, 'Renamed')
    assert.equal(user.email, 'renamed@example.com')
    assert.equal(user.paymentGateway, 2)
    assert.equal(user.role.name, 'organizer')
    assert.isTrue(await user.verifyPassword('secret-password'))
    assert.equal(response.body().included[0].attributes.name, 'organizer')
  })

  test('a new password signs the user out everywhere', async ({ client, assert }) => {
    const { user, token } = await signedIn('creator')
    const response = await client
      .patch(`/api/v1/users/${user.id}`)
      .bearerToken(await adminToken())
      .json(document('users', { password: 'New.pass_123', password_confirmation: 'New.pass_123' }))
    response.assertStatus(200)
    assert.isTrue(await (await User.findOrFail(user.id)).verifyPassword('New.pass_123'))
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(401)
  })

  test('payment and Slack tokens are developer fields, and write-only', async ({
    client,
    assert,
  }) => {
    const target = await createUser('organizer')
    const refused = await client
      .patch(`/api/v1/users/${target.id}`)
      .bearerToken(await adminToken())
      .json(document('users', { snipcart_token: 'sk_live_1' }))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).source?.pointer, '/data/attributes/snipcart_token')
    assert.isNull((await User.findOrFail(target.id)).snipcartToken)

    const developer = await tokenOf(await User.findOrFail(3))
    const allowed = await client
      .patch(`/api/v1/users/${target.id}`)
      .bearerToken(developer)
      .json(document('users', { snipcart_token: 'sk_live_1', slack_token: 'xoxb-2' }))
    allowed.assertStatus(200)
    assert.isTrue(allowed.body().data.attributes.has_snipcart_token)
    assert.notInclude(allowed.text(), 'sk_live_1')
    assert.equal((await User.findOrFail(target.id)).snipcartToken, 'sk_live_1')
  })

  test('a taken e-mail, a missing role or a bad gateway is 422 and changes nothing', async ({
    client,
    assert,
  }) => {
    const target = await createUser('creator')
    const token = await adminToken()
    const cases: [ReturnType<typeof document>, string, string][] = [
      [document('users', { email: 'admin@tessera.test' }), 'email_taken', '/data/attributes/email'],
      [
        document('users', { payment_gateway: 3 }),
        'invalid_value',
        '/data/attributes/payment_gateway',
      ],
      [document('users', { name: 'x' }, roles(999)), 'invalid_value', '/data/relationships/roles'],
    ]
    for (const [body, code, pointer] of cases) {
      const response = await client
        .patch(`/api/v1/users/${target.id}`)
        .bearerToken(token)
        .json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code)
      assert.equal(firstError(response.body()).source?.pointer, pointer)
    }
    const fresh = await User.findOrFail(target.id)
    assert.equal(fresh.email, target.email)
    assert.equal(fresh.name, target.name)
  })

  test('404 for a missing user, 403 for non-staff', async ({ client, assert }) => {
    ;(
      await client
        .patch('/api/v1/users/999')
        .bearerToken(await adminToken())
        .json(document('users', { name: 'x' }))
    ).assertStatus(404)
    const { token } = await signedIn('organizer')
    const forbidden = await client
      .patch('/api/v1/users/9')
      .bearerToken(token)
      .json(document('users', { name: 'x' }))
    forbidden.assertStatus(403)
    assert.notEqual((await User.findOrFail(9)).name, 'x')
  })

  test('in demo mode default users are read-only and a developer cannot edit users', async ({
    client,
    assert,
  }) => {
    setDemoMode(true)
    const admin = await adminToken()
    const protectedUser = await client
      .patch('/api/v1/users/8')
      .bearerToken(admin)
      .json(document('users', { name: 'Changed' }))
    protectedUser.assertStatus(403)
    assert.equal(firstError(protectedUser.body()).code, 'protected_record')
    assert.equal((await User.findOrFail(8)).name, 'Andreas Organizer')
    ;(
      await client
        .patch('/api/v1/users/9')
        .bearerToken(admin)
        .json(document('users', { name: 'Changed' }))
    ).assertStatus(200)

    const developer = await tokenOf(await User.findOrFail(3))
    const refused = await client
      .patch('/api/v1/users/10')
      .bearerToken(developer)
      .json(document('users', { name: 'Dev change' }))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'forbidden')
    assert.notEqual((await User.findOrFail(10)).name, 'Dev change')
  })
})

test.group('DELETE /users/{id}', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('deletes a user and their sessions', async ({ client, assert }) => {
    const { user } = await signedIn('creator')
    const response = await client.delete(`/api/v1/users/${user.id}`).bearerToken(await adminToken())
    response.assertStatus(204)
    assert.isNull(await User.find(user.id))
    assert.equal(await countRows('auth_access_tokens', { tokenable_id: user.id }), 0)
  })

  test('default users (ids 1–8) are never deleted', async ({ client, assert }) => {
    const response = await client
      .delete('/api/v1/users/8')
      .bearerToken(await adminToken())
      .header('Accept-Language', 'el')
    response.assertStatus(403)
    assert.equal(firstError(response.body()).code, 'protected_record')
    assert.equal(
      firstError(response.body()).detail,
      'Δεν επιτρέπεται να αλλάξετε τα δεδομένα των προεπιλεγμένων εγγραφών.',
    )
    assert.isNotNull(await User.find(8))
  })

  test('staff cannot delete themselves', async ({ client, assert }) => {
    const { user, token } = await signedIn('moderator')
    const response = await client.delete(`/api/v1/users/${user.id}`).bearerToken(token)
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'conflict')
    assert.isNotNull(await User.find(user.id))
  })

  test('a user who still owns events is kept', async ({ client, assert }) => {
    const { EventFactory } = await import('#database/factories/event_factory')
    const owner = await createUser('organizer')
    await EventFactory.merge({ userId: owner.id }).create()
    const response = await client
      .delete(`/api/v1/users/${owner.id}`)
      .bearerToken(await adminToken())
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'has_associated_items')
    assert.isNotNull(await User.find(owner.id))
  })

  test('404 for a missing user, 403 for non-staff, 401 without a token', async ({
    client,
    assert,
  }) => {
    ;(await client.delete('/api/v1/users/999').bearerToken(await adminToken())).assertStatus(404)
    const { token } = await signedIn('organizer')
    const forbidden = await client.delete('/api/v1/users/9').bearerToken(token)
    forbidden.assertStatus(403)
    assert.equal(firstError(forbidden.body()).code, 'forbidden')
    ;(await client.delete('/api/v1/users/9')).assertStatus(401)
    assert.isNotNull(await User.find(9))
  })
})
