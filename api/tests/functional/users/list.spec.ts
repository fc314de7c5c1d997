import { test } from '@japa/runner'
import User from '#models/user'
import {
  createUser,
  firstError,
  seedDefaultUsers,
  signedIn,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

const adminToken = async () => tokenOf(await User.findOrFail(1))

test.group('GET /users', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('pages 10 by default with meta.page, ordered by id', async ({ client, assert }) => {
    const response = await client.get('/api/v1/users').bearerToken(await adminToken())
    response.assertStatus(200)
    const body = response.body()
    assert.lengthOf(body.data, 10)
    assert.deepEqual(body.meta.page, { total: 11, number: 1, size: 10, last: 2 })
    assert.deepEqual(
      body.data.slice(0, 3).map((user: { id: string }) => user.id),
      ['1', '2', '3'],
    )
    assert.notProperty(body, 'included')

    const second = await client.get('/api/v1/users?page[number]=2').bearerToken(await adminToken())
    assert.deepEqual(
      second.body().data.map((user: { id: string }) => user.id),
      ['11'],
    )
  })

  test('filters by name (contains, any case), e-mail and role; includes roles', async ({
    client,
    assert,
  }) => {
    await createUser('organizer', { name: 'Παναγιώτης 100%_Real', email: 'panos@example.com' })
    const token = await adminToken()
    const byName = await client
      .get('/api/v1/users')
      .qs({ filter: { name: 'ADMIN' }, include: 'roles' })
      .bearerToken(token)
    assert.deepEqual(
      byName.body().data.map((user: { id: string }) => user.id),
      ['1'],
    )
    assert.equal(byName.body().included[0].attributes.name, 'admin')

    const literal = await client
      .get('/api/v1/users')
      .qs({ filter: { name: '100%_' } })
      .bearerToken(token)
    assert.lengthOf(literal.body().data, 1)
    const wildcard = await client
      .get('/api/v1/users')
      .qs({ filter: { name: '%' } })
      .bearerToken(token)
    assert.lengthOf(wildcard.body().data, 1)

    const byEmail = await client
      .get('/api/v1/users')
      .qs({ filter: { email: 'panos@' } })
      .bearerToken(token)
    assert.equal(byEmail.body().data[0].attributes.email, 'panos@example.com')

    const byRole = await client
      .get('/api/v1/users')
      .qs({ filter: { role: 'organizer' } })
      .bearerToken(token)
    assert.sameMembers(
      byRole.body().data.map((user: { attributes: { email: string } }) => user.attributes.email),
      ['organizer@tessera.test', 'panos@example.com'],
    )
  })

  test('sorts by name, e-mail, role and dates, both ways', async ({ client, assert }) => {
    const token = await adminToken()
    const byName = await client
      .get('/api/v1/users')
      .qs({ sort: '-name', page: { size: 100 } })
      .bearerToken(token)
    const names = byName
      .body()
      .data.map((user: { attributes: { name: string } }) => user.attributes.name)
    assert.deepEqual(names, [...names].sort().reverse())

    const byRole = await client
      .get('/api/v1/users')
      .qs({ sort: '-role', page: { size: 3 } })
      .bearerToken(token)
    assert.deepEqual(
      byRole.body().data.map((user: { id: string }) => user.id),
      ['11', '10', '9'],
    )

    for (const sort of ['email', 'created_at', '-updated_at', 'id']) {
      ;(await client.get('/api/v1/users').qs({ sort }).bearerToken(token)).assertStatus(200)
    }
  })

  test('unknown filter, sort or include and bad pages are 400 with the parameter', async ({
    client,
    assert,
  }) => {
    const token = await adminToken()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ filter: { password: 'x' } }, 'unknown_filter', 'filter[password]'],
      [{ sort: 'password' }, 'unknown_sort', 'sort'],
      [{ include: 'events' }, 'unknown_include', 'include'],
      [{ page: { size: 101 } }, 'invalid_page', 'page[size]'],
      [{ page: { number: 0 } }, 'invalid_page', 'page[number]'],
      [{ page: { size: 'ten' } }, 'invalid_page', 'page[size]'],
    ]
    for (const [qs, code, parameter] of cases) {
      const response = await client.get('/api/v1/users').qs(qs).bearerToken(token)
      response.assertStatus(400)
      assert.equal(firstError(response.body()).code, code)
      assert.equal(firstError(response.body()).source?.parameter, parameter)
    }
  })

  test('only admin, moderator and developer; 401 without a token', async ({ client, assert }) => {
    for (const role of ['moderator', 'developer'] as const) {
      const { token } = await signedIn(role)
      ;(await client.get('/api/v1/users').bearerToken(token)).assertStatus(200)
    }
    for (const role of ['organizer', 'creator', 'guest', 'agency'] as const) {
      const { token } = await signedIn(role)
      const response = await client.get('/api/v1/users').bearerToken(token)
      response.assertStatus(403)
      assert.equal(firstError(response.body()).code, 'forbidden')
    }
    const anonymous = await client.get('/api/v1/users')
    anonymous.assertStatus(401)
  })
})

test.group('GET /users/{id}', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('shows one user with the role included on request', async ({ client, assert }) => {
    const response = await client
      .get('/api/v1/users/8?include=roles')
      .bearerToken(await adminToken())
    response.assertStatus(200)
    assert.equal(response.body().data.attributes.email, 'organizer@tessera.test')
    assert.equal(response.body().included[0].attributes.name, 'organizer')
  })

  test('404 for a missing or malformed id, 403 for non-staff, 400 for an unknown include', async ({
    client,
    assert,
  }) => {
    const token = await adminToken()
    for (const id of ['999', 'abc', '-1']) {
      const response = await client.get(`/api/v1/users/${id}`).bearerToken(token)
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
    ;(await client.get('/api/v1/users/1?include=events').bearerToken(token)).assertStatus(400)
    const { token: organizer } = await signedIn('organizer')
    ;(await client.get('/api/v1/users/1').bearerToken(organizer)).assertStatus(403)
  })
})
