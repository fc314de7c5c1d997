import { test } from '@japa/runner'
import Role from '#models/role'
import { RoleFactory } from '#database/factories/role_factory'
import {
  countRows,
  document,
  firstError,
  setDemoMode,
  signedIn,
  useAccountsFixtures,
} from '#tests/helpers'

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
