// The functional test of a generated resource: runs on SQLite and PostgreSQL like every API test.
export const apiSpec = (n) => `import { test } from '@japa/runner'
import ${n.Pascal} from '#models/${n.snake}'
import { ${n.Pascal}Factory } from '#database/factories/${n.snake}_factory'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

const url = '/api/v1/${n.type}'

test.group('${n.Labels}', (group) => {
  useAccountsFixtures(group)

  test('an organizer adds one, edits it and deletes it', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const created = await client
      .post(url)
      .bearerToken(token)
      .json(document('${n.type}', { name: 'First' }))
    created.assertStatus(201)
    const id = created.body().data.id
    assert.equal(created.body().data.attributes.name, 'First')
    assert.equal((await ${n.Pascal}.findOrFail(id)).userId, user.id)

    const edited = await client
      .patch(\`\${url}/\${id}\`)
      .bearerToken(token)
      .json(document('${n.type}', { name: 'Renamed' }))
    edited.assertStatus(200)
    assert.equal((await ${n.Pascal}.findOrFail(id)).name, 'Renamed')

    const shown = await client.get(\`\${url}/\${id}\`).bearerToken(token)
    assert.equal(shown.body().data.attributes.name, 'Renamed')
    ;(await client.delete(\`\${url}/\${id}\`).bearerToken(token)).assertStatus(204)
    assert.isNull(await ${n.Pascal}.find(id))
  })

  test('without a token every route is 401', async ({ client }) => {
    ;(await client.get(url)).assertStatus(401)
    ;(await client.post(url).json(document('${n.type}', { name: 'x' }))).assertStatus(401)
    ;(await client.delete(\`\${url}/1\`)).assertStatus(401)
  })

  test('a name is required (422 with a pointer) and nothing is saved', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    const response = await client
      .post(url)
      .bearerToken(token)
      .json(document('${n.type}', { name: '  ' }))
    response.assertStatus(422)
    assert.equal(firstError(response.body()).source?.pointer, '/data/attributes/name')
    assert.equal(await countRows('${n.snakes}'), 0)
  })

  test("another organizer's are not found (404); super users see and change them", async ({
    client,
    assert,
  }) => {
    const owner = await signedIn('organizer')
    const record = await ${n.Pascal}Factory.merge({ userId: owner.user.id, name: 'Mine' }).create()
    const stranger = await signedIn('organizer')
    const one = \`\${url}/\${record.id}\`
    for (const response of [
      await client.get(one).bearerToken(stranger.token),
      await client
        .patch(one)
        .bearerToken(stranger.token)
        .json(document('${n.type}', { name: 'Stolen' })),
      await client.delete(one).bearerToken(stranger.token),
    ]) {
      response.assertStatus(404)
    }
    const listed = await client.get(url).bearerToken(stranger.token)
    assert.equal(listed.body().meta.page.total, 0)
    assert.equal((await ${n.Pascal}.findOrFail(record.id)).name, 'Mine')

    const moderator = await signedIn('moderator')
    const renamed = await client
      .patch(one)
      .bearerToken(moderator.token)
      .json(document('${n.type}', { name: 'Checked' }))
    renamed.assertStatus(200)
    assert.equal((await ${n.Pascal}.findOrFail(record.id)).userId, owner.user.id)
  })

  test("only a super user adds one for another owner (403 otherwise)", async ({
    client,
    assert,
  }) => {
    const owner = await signedIn('organizer')
    const other = await signedIn('organizer')
    const forOwner = document(
      '${n.type}',
      { name: 'Theirs' },
      { user: { type: 'users', id: owner.user.id } },
    )
    const refused = await client.post(url).bearerToken(other.token).json(forOwner)
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).source?.pointer, '/data/relationships/user')
    assert.equal(await countRows('${n.snakes}'), 0)

    const admin = await signedIn('admin')
    const created = await client.post(url).bearerToken(admin.token).json(forOwner)
    created.assertStatus(201)
    assert.equal((await ${n.Pascal}.findOrFail(created.body().data.id)).userId, owner.user.id)
  })

  test('the list: filter by name, sort, page; unknown names are 400', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    for (const name of ['Delta', 'Alpha', 'Charlie', 'Bravo']) {
      await ${n.Pascal}Factory.merge({ userId: user.id, name }).create()
    }
    const names = (qs: string) =>
      client
        .get(\`\${url}?\${qs}\`)
        .bearerToken(token)
        .then((response) =>
          response.body().data.map((row: { attributes: { name: string } }) => row.attributes.name),
        )
    assert.deepEqual(await names('sort=name&page[size]=3'), ['Alpha', 'Bravo', 'Charlie'])
    assert.deepEqual(await names('filter[name]=ha&sort=-name'), ['Charlie', 'Alpha'])
    for (const qs of ['sort=size', 'include=events', 'filter[user_id]=abc']) {
      ;(await client.get(\`\${url}?\${qs}\`).bearerToken(token)).assertStatus(400)
    }
  })
})
`
