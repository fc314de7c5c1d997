import { test } from '@japa/runner'
import { ROLES } from '@tessera/shared/domain/access/roles'
import { firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

test.group('GET /roles', (group) => {
  useAccountsFixtures(group)

  test('lists the roles, 5 per page by default, with meta.page', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    const response = await client.get('/api/v1/roles').bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(response.body().meta.page, { total: 11, number: 1, size: 5, last: 3 })
    assert.deepEqual(
      response.body().data.map((role: { attributes: { name: string } }) => role.attributes.name),
      ROLES.slice(0, 5),
    )
  })

  test('filters by name, sorts and pages', async ({ client, assert }) => {
    const { token } = await signedIn('moderator')
    const filtered = await client
      .get('/api/v1/roles')
      .qs({ filter: { name: 'CREATOR' } })
      .bearerToken(token)
    assert.sameMembers(
      filtered.body().data.map((role: { attributes: { name: string } }) => role.attributes.name),
      ['creator', 'creator-plus'],
    )
    const sorted = await client
      .get('/api/v1/roles')
      .qs({ sort: '-name', page: { size: 2, number: 2 } })
      .bearerToken(token)
    assert.deepEqual(
      sorted.body().data.map((role: { attributes: { name: string } }) => role.attributes.name),
      [...ROLES].sort().reverse().slice(2, 4),
    )
    for (const sort of ['id', '-created_at']) {
      ;(await client.get('/api/v1/roles').qs({ sort }).bearerToken(token)).assertStatus(200)
    }
  })

  test('unknown parameters are 400; non-staff 403; no token 401', async ({ client, assert }) => {
    const { token } = await signedIn('developer')
    const cases: [Record<string, unknown>, string, string][] = [
      [{ filter: { users: '1' } }, 'unknown_filter', 'filter[users]'],
      [{ sort: 'updated_at' }, 'unknown_sort', 'sort'],
      [{ include: 'users' }, 'unknown_include', 'include'],
      [{ page: { size: 101 } }, 'invalid_page', 'page[size]'],
    ]
    for (const [qs, code, parameter] of cases) {
      const response = await client.get('/api/v1/roles').qs(qs).bearerToken(token)
      response.assertStatus(400)
      assert.equal(firstError(response.body()).code, code)
      assert.equal(firstError(response.body()).source?.parameter, parameter)
    }
    const { token: organizer } = await signedIn('organizer')
    ;(await client.get('/api/v1/roles').bearerToken(organizer)).assertStatus(403)
    ;(await client.get('/api/v1/roles/1').bearerToken(organizer)).assertStatus(403)
    ;(await client.get('/api/v1/roles')).assertStatus(401)
  })

  test('shows one role; 404 when missing', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    const response = await client.get('/api/v1/roles/8').bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.body().data.attributes.name, 'organizer')
    ;(await client.get('/api/v1/roles/99').bearerToken(token)).assertStatus(404)
  })
})
