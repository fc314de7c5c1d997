import { test } from '@japa/runner'
import User from '#models/user'
import {
  countRows,
  createUser,
  firstError,
  seedDefaultUsers,
  signedIn,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

const adminToken = async () => tokenOf(await User.findOrFail(1))
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
