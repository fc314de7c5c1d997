import { test } from '@japa/runner'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { category as categorySchema } from '@tessera/shared/schemas/category'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import Category from '#models/category'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import {
  countRows,
  document,
  firstError,
  setDemoMode,
  signedIn,
  useAccountsFixtures,
} from '#tests/helpers'

const names = (body: { data: { attributes: { name: string } }[] }) =>
  body.data.map((row) => row.attributes.name)

test.group('Categories', (group) => {
  useAccountsFixtures(group)

  test('staff add, edit and delete categories; the database follows', async ({
    client,
    assert,
  }) => {
    for (const role of ['admin', 'moderator', 'developer'] as RoleName[]) {
      const { token } = await signedIn(role)
      const created = await client
        .post('/api/v1/categories')
        .bearerToken(token)
        .json(document('categories', { name: ` Music ${role} `, description: 'Concerts' }))
      created.assertStatus(201)
      const id = created.body().data.id
      assert.deepInclude(created.body().data.attributes, {
        name: `Music ${role}`,
        description: 'Concerts',
      })
      const edited = await client
        .patch(`/api/v1/categories/${id}`)
        .bearerToken(token)
        .json(document('categories', { description: null }))
      edited.assertStatus(200)
      assert.isNull((await Category.findOrFail(id)).description)
      assert.equal((await Category.findOrFail(id)).name, `Music ${role}`)
      const deleted = await client.delete(`/api/v1/categories/${id}`).bearerToken(token)
      deleted.assertStatus(204)
      assert.isNull(await Category.find(id))
    }
  })

  test('organizers read categories (the event form needs them) but cannot change them', async ({
    client,
    assert,
  }) => {
    const category = await CategoryFactory.merge({ name: 'Theatre' }).create()
    const { token } = await signedIn('creator')
    const list = await client.get('/api/v1/categories').bearerToken(token)
    list.assertStatus(200)
    assert.deepEqual(names(list.body()), ['Theatre'])
    const shown = await client.get(`/api/v1/categories/${category.id}`).bearerToken(token)
    shown.assertStatus(200)
    const responses = [
      await client
        .post('/api/v1/categories')
        .bearerToken(token)
        .json(document('categories', { name: 'Mine' })),
      await client
        .patch(`/api/v1/categories/${category.id}`)
        .bearerToken(token)
        .json(document('categories', { name: 'Mine' })),
      await client.delete(`/api/v1/categories/${category.id}`).bearerToken(token),
    ]
    for (const response of responses) {
      response.assertStatus(403)
      assert.equal(firstError(response.body()).code, 'forbidden')
    }
    assert.equal((await Category.findOrFail(category.id)).name, 'Theatre')
    assert.equal(await countRows('categories'), 1)
    const anonymous = await client.get('/api/v1/categories')
    anonymous.assertStatus(401)
  })

  test('names are required and unique', async ({ client, assert }) => {
    await CategoryFactory.merge({ name: 'Sports' }).create()
    const { token } = await signedIn('admin')
    const missing = await client
      .post('/api/v1/categories')
      .bearerToken(token)
      .json(document('categories', { description: 'x' }))
    missing.assertStatus(422)
    assert.deepEqual(firstError(missing.body()).source, { pointer: '/data/attributes/name' })
    const taken = await client
      .post('/api/v1/categories')
      .bearerToken(token)
      .json(document('categories', { name: 'sports' }))
    taken.assertStatus(422)
    assert.equal(firstError(taken.body()).code, 'already_exists')
    assert.equal(await countRows('categories'), 1)
  })

  test('a category that events use cannot be deleted', async ({ client, assert }) => {
    const category = await CategoryFactory.create()
    const { user, token } = await signedIn('admin')
    await EventFactory.merge({ userId: user.id, categoryId: category.id }).create()
    const response = await client.delete(`/api/v1/categories/${category.id}`).bearerToken(token)
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'has_associated_items')
    assert.equal(firstError(response.body()).detail, 'This category still has associated items.')
    assert.equal(await countRows('categories', { id: category.id }), 1)
  })

  test('in demo mode categories 1 and 2 cannot be changed or deleted', async ({
    client,
    assert,
  }) => {
    await CategoryFactory.merge({ id: 1, name: 'Default one' }).create()
    await CategoryFactory.merge({ id: 2, name: 'Default two' }).create()
    const { token } = await signedIn('admin')
    setDemoMode(true)
    for (const id of [1, 2]) {
      const patched = await client
        .patch(`/api/v1/categories/${id}`)
        .bearerToken(token)
        .json(document('categories', { name: 'Changed' }))
      patched.assertStatus(403)
      assert.equal(firstError(patched.body()).code, 'protected_record')
      const deleted = await client.delete(`/api/v1/categories/${id}`).bearerToken(token)
      deleted.assertStatus(403)
    }
    assert.deepEqual(
      (await Category.query().orderBy('id')).map((row) => row.name),
      ['Default one', 'Default two'],
    )
  })

  test('filters, sorts and pages', async ({ client, assert }) => {
    for (const [name, description] of [
      ['Music', 'Live concerts'],
      ['Theatre', 'Plays'],
      ['Sports', 'Matches'],
      ['Art', 'Concerts of colour'],
    ]) {
      await CategoryFactory.merge({ name, description }).create()
    }
    const { token } = await signedIn('organizer')
    const get = (qs: string) => client.get(`/api/v1/categories?${qs}`).bearerToken(token)
    assert.deepEqual(names((await get('')).body()), ['Art', 'Music', 'Sports', 'Theatre'])
    assert.deepEqual((await get('')).body().meta.page, { total: 4, number: 1, size: 5, last: 1 })
    assert.deepEqual(
      parseList((await get('')).body(), categorySchema).items.map((row) => row.description),
      ['Concerts of colour', 'Live concerts', 'Matches', 'Plays'],
    )
    assert.deepEqual(names((await get('filter[name]=us')).body()), ['Music'])
    assert.deepEqual(names((await get('filter[description]=concert')).body()), ['Art', 'Music'])
    assert.deepEqual(names((await get('sort=-name&page[size]=2&page[number]=2')).body()), [
      'Music',
      'Art',
    ])
    const unknown = await get('filter[colour]=x')
    unknown.assertStatus(400)
    assert.equal(firstError(unknown.body()).source?.parameter, 'filter[colour]')
  })
})
