import { test } from '@japa/runner'
import User from '#models/user'
import {
  createUser,
  document,
  firstError,
  roleId,
  signedIn,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

const newUser = {
  name: 'Eva Stathi',
  email: 'eva@example.com',
  password: 'Strong.pass_1',
  password_confirmation: 'Strong.pass_1',
}
const roles = (role: Parameters<typeof roleId>[0]) => ({
  roles: [{ type: 'roles', id: roleId(role) }],
})

test.group('Users: only an admin grants or touches staff roles', (group) => {
  useAccountsFixtures(group)

  test('a moderator cannot create an admin, nor a developer a moderator', async ({
    client,
    assert,
  }) => {
    for (const [actor, wanted] of [
      ['moderator', 'admin'],
      ['developer', 'moderator'],
    ] as const) {
      const { token } = await signedIn(actor)
      const response = await client
        .post('/api/v1/users')
        .bearerToken(token)
        .json(document('users', newUser, roles(wanted)))
      response.assertStatus(403)
      assert.equal(firstError(response.body()).source?.pointer, '/data/relationships/roles')
      assert.isNull(await User.findBy('email', 'eva@example.com'))
    }
  })

  test('a moderator cannot raise a user (or themself) to admin', async ({ client, assert }) => {
    const { user: moderator, token } = await signedIn('moderator')
    const organizer = await createUser('organizer')
    for (const target of [organizer, moderator]) {
      const response = await client
        .patch(`/api/v1/users/${target.id}`)
        .bearerToken(token)
        .json(document('users', {}, roles('admin')))
      response.assertStatus(403)
      await target.refresh()
      assert.notEqual(target.roleId, roleId('admin'))
    }
  })

  test('a moderator cannot edit or delete an admin', async ({ client, assert }) => {
    const { token } = await signedIn('moderator')
    const admin = await createUser('admin', { name: 'Chief' })
    const edit = await client
      .patch(`/api/v1/users/${admin.id}`)
      .bearerToken(token)
      .json(document('users', { name: 'Renamed' }))
    edit.assertStatus(403)
    const remove = await client.delete(`/api/v1/users/${admin.id}`).bearerToken(token)
    remove.assertStatus(403)
    await admin.refresh()
    assert.equal(admin.name, 'Chief')
  })

  test('a moderator still manages organizers, and an admin grants staff roles', async ({
    client,
    assert,
  }) => {
    const { token: moderatorToken } = await signedIn('moderator')
    const created = await client
      .post('/api/v1/users')
      .bearerToken(moderatorToken)
      .json(document('users', newUser, roles('organizer')))
    created.assertStatus(201)
    const { user: admin } = await signedIn('admin')
    const promoted = await client
      .patch(`/api/v1/users/${created.body().data.id}`)
      .bearerToken(await tokenOf(admin))
      .json(document('users', {}, roles('moderator')))
    promoted.assertStatus(200)
    const user = await User.findByOrFail('email', 'eva@example.com')
    assert.equal(user.roleId, roleId('moderator'))
  })
})
