import { test } from '@japa/runner'
import Role from '#models/role'
import { RoleFactory } from '#database/factories/role_factory'
import { createUser, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

test.group('DELETE /roles/{id}', (group) => {
  useAccountsFixtures(group)

  test('deletes an unused role', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    const custom = await RoleFactory.create()
    ;(await client.delete(`/api/v1/roles/${custom.id}`).bearerToken(token)).assertStatus(204)
    assert.isNull(await Role.find(custom.id))
    ;(await client.delete('/api/v1/roles/11').bearerToken(token)).assertStatus(204)
  })

  test('default roles (ids 1–8) are never deleted', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    const response = await client.delete('/api/v1/roles/4').bearerToken(token)
    response.assertStatus(403)
    assert.equal(firstError(response.body()).code, 'protected_record')
    assert.isNotNull(await Role.find(4))
  })

  test('a role that users still have is kept', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    const custom = await RoleFactory.create()
    const holder = await createUser('organizer', { roleId: custom.id })
    const response = await client
      .delete(`/api/v1/roles/${custom.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'el')
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'has_associated_items')
    assert.equal(
      firstError(response.body()).detail,
      'Αυτός ο ρόλος έχει ακόμη συσχετισμένα στοιχεία.',
    )
    assert.isNotNull(await Role.find(custom.id))
    assert.equal(holder.roleId, custom.id)
  })

  test('404 for a missing role, 403 for non-staff, 401 without a token', async ({
    client,
    assert,
  }) => {
    const custom = await RoleFactory.create()
    const { token: admin } = await signedIn('admin')
    ;(await client.delete('/api/v1/roles/99').bearerToken(admin)).assertStatus(404)
    const { token } = await signedIn('creator')
    ;(await client.delete(`/api/v1/roles/${custom.id}`).bearerToken(token)).assertStatus(403)
    ;(await client.delete(`/api/v1/roles/${custom.id}`)).assertStatus(401)
    assert.isNotNull(await Role.find(custom.id))
  })
})
