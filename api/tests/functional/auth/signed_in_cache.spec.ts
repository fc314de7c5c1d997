import { test } from '@japa/runner'
import User from '#models/user'
import {
  document,
  firstError,
  roleId,
  seedDefaultUsers,
  signedIn,
  statementsOf,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

const adminToken = async () => tokenOf(await User.findOrFail(1))

/**
 * A token, its user and role are read once for a few seconds in this process; every change that
 * matters is seen on the very next request.
 */
test.group('Signed-in reads: token, user and role', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('a known token is read from the database once, not on every request', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    const first = await statementsOf(async () =>
      (await client.get('/api/v1/me').bearerToken(token)).assertStatus(200),
    )
    const again = await statementsOf(async () =>
      (await client.get('/api/v1/me').bearerToken(token)).assertStatus(200),
    )
    const reads = (statements: string[]) =>
      statements.filter((sql) => /auth_access_tokens|"users"|"roles"|`users`|`roles`/.test(sql))
    assert.isAtLeast(reads(first).length, 3)
    assert.deepEqual(reads(again), [])
  })

  test('a token signed out is refused on the next request', async ({ client, assert }) => {
    const { token } = await signedIn('organizer')
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    ;(await client.post('/api/v1/logout').bearerToken(token)).assertStatus(204)
    const after = await client.get('/api/v1/me').bearerToken(token)
    after.assertStatus(401)
    assert.equal(firstError(after.body()).code, 'unauthenticated')
  })

  test('a deleted user is refused on the next request', async ({ client, assert }) => {
    const { user, token } = await signedIn('creator')
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    const admin = await adminToken()
    ;(await client.delete(`/api/v1/users/${user.id}`).bearerToken(admin)).assertStatus(204)
    const after = await client.get('/api/v1/me').bearerToken(token)
    after.assertStatus(401)
    assert.equal(firstError(after.body()).code, 'unauthenticated')
  })

  test('a changed role decides the next request', async ({ client, assert }) => {
    const { user, token } = await signedIn('moderator')
    ;(await client.get('/api/v1/users').bearerToken(token)).assertStatus(200)
    const demote = await client
      .patch(`/api/v1/users/${user.id}`)
      .bearerToken(await adminToken())
      .json(document('users', {}, { roles: [{ type: 'roles', id: roleId('organizer') }] }))
    demote.assertStatus(200)
    const after = await client.get('/api/v1/users').bearerToken(token)
    after.assertStatus(403)
    assert.equal(firstError(after.body()).code, 'forbidden')
    const me = await client.get('/api/v1/me').bearerToken(token)
    assert.deepEqual(me.body().data.relationships.roles.data, [
      { type: 'roles', id: String(roleId('organizer')) },
    ])
  })

  test('a renamed role decides the next request of its users', async ({ client, assert }) => {
    const { token } = await signedIn('moderator')
    ;(await client.get('/api/v1/users').bearerToken(token)).assertStatus(200)
    const rename = await client
      .patch(`/api/v1/roles/${roleId('moderator')}`)
      .bearerToken(await adminToken())
      .json(document('roles', { name: 'former-moderators' }))
    rename.assertStatus(200)
    const after = await client.get('/api/v1/users').bearerToken(token)
    after.assertStatus(403)
    assert.equal(firstError(after.body()).code, 'forbidden')
  })

  test('a changed password signs the other sessions out on their next request', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const otherSession = await tokenOf(user)
    ;(await client.get('/api/v1/me').bearerToken(otherSession)).assertStatus(200)
    const change = await client.patch('/api/v1/me').bearerToken(token).json({
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
      current_password: 'secret-password',
    })
    change.assertStatus(200)
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    const after = await client.get('/api/v1/me').bearerToken(otherSession)
    after.assertStatus(401)
    assert.equal(firstError(after.body()).code, 'unauthenticated')
  })

  test('a password changed in the console signs the user out on the next request', async ({
    client,
  }) => {
    const { user, token } = await signedIn('organizer')
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    const change = await client
      .patch(`/api/v1/users/${user.id}`)
      .bearerToken(await adminToken())
      .json(document('users', { password: 'New.pass_123', password_confirmation: 'New.pass_123' }))
    change.assertStatus(200)
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(401)
  })

  test('a changed profile is what the next request sees', async ({ client, assert }) => {
    const { token } = await signedIn('organizer')
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    ;(await client.patch('/api/v1/me').bearerToken(token).json({ name: 'Renamed' })).assertStatus(
      200,
    )
    const me = await client.get('/api/v1/me').bearerToken(token)
    assert.equal(me.body().data.attributes.name, 'Renamed')
  })
})
