import { test } from '@japa/runner'
import { ROLES } from '@tessera/shared/domain/access/roles'
import Role from '#models/role'
import { RoleFactory } from '#database/factories/role_factory'
import {
  countRows,
  createUser,
  document,
  firstError,
  setDemoMode,
  signedIn,
  useAccountsFixtures,
} from '#tests/helpers'

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

test.group('POST and PATCH /roles', (group) => {
  useAccountsFixtures(group)

  test('adds and renames a role', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    const created = await client
      .post('/api/v1/roles')
      .bearerToken(token)
      .json(document('roles', { name: ' sponsor-manager ' }))
    created.assertStatus(201)
    assert.equal(created.body().data.attributes.name, 'sponsor-manager')
    const id = created.body().data.id

    const renamed = await client
      .patch(`/api/v1/roles/${id}`)
      .bearerToken(token)
      .json(document('roles', { name: 'partner' }))
    renamed.assertStatus(200)
    assert.equal((await Role.findOrFail(id)).name, 'partner')
  })

  test('names are required, at most 100 characters and unique regardless of case', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('admin')
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'required'],
      [{ name: '   ' }, 'required'],
      [{ name: 'x'.repeat(101) }, 'too_long'],
      [{ name: 7 }, 'invalid_type'],
      [{ name: 'Organizer' }, 'already_exists'],
    ]
    for (const [attributes, code] of cases) {
      const response = await client
        .post('/api/v1/roles')
        .bearerToken(token)
        .json(document('roles', attributes))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code, JSON.stringify(attributes))
      assert.equal(firstError(response.body()).source?.pointer, '/data/attributes/name')
    }
    const custom = await RoleFactory.create()
    const taken = await client
      .patch(`/api/v1/roles/${custom.id}`)
      .bearerToken(token)
      .json(document('roles', { name: 'ADMIN' }))
    taken.assertStatus(422)
    assert.equal(firstError(taken.body()).code, 'already_exists')
    assert.equal(await countRows('roles'), 12)
    assert.equal((await Role.findOrFail(custom.id)).name, custom.name)
  })

  test('a body that is not a roles document is refused', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    ;(await client.post('/api/v1/roles').bearerToken(token).json({ name: 'plain' })).assertStatus(
      400,
    )
    const wrongType = await client
      .post('/api/v1/roles')
      .bearerToken(token)
      .json(document('users', { name: 'x' }))
    wrongType.assertStatus(409)
    const malformed = await client
      .post('/api/v1/roles')
      .bearerToken(token)
      .unsafeJson('{"data":{')
      .header('Content-Type', 'application/json')
    malformed.assertStatus(400)
    assert.equal(await countRows('roles'), 11)
  })

  test('in demo mode roles 1–3 cannot be edited', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    setDemoMode(true)
    const locked = await client
      .patch('/api/v1/roles/3')
      .bearerToken(token)
      .json(document('roles', { name: 'dev' }))
    locked.assertStatus(403)
    assert.equal(firstError(locked.body()).code, 'protected_record')
    assert.equal((await Role.findOrFail(3)).name, 'developer')
    const custom = await RoleFactory.create()
    ;(
      await client
        .patch(`/api/v1/roles/${custom.id}`)
        .bearerToken(token)
        .json(document('roles', { name: 'fine' }))
    ).assertStatus(200)
  })

  test('non-staff get 403 and nothing changes; 404 for a missing role', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    const forbidden = await client
      .post('/api/v1/roles')
      .bearerToken(token)
      .json(document('roles', { name: 'x' }))
    forbidden.assertStatus(403)
    ;(
      await client
        .patch('/api/v1/roles/9')
        .bearerToken(token)
        .json(document('roles', { name: 'x' }))
    ).assertStatus(403)
    assert.equal(await countRows('roles'), 11)
    assert.equal((await Role.findOrFail(9)).name, 'planner')
    const { token: admin } = await signedIn('admin')
    ;(
      await client
        .patch('/api/v1/roles/99')
        .bearerToken(admin)
        .json(document('roles', { name: 'x' }))
    ).assertStatus(404)
  })
})

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
