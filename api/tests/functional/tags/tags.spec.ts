import { test } from '@japa/runner'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { tag as tagSchema } from '@tessera/shared/schemas/tag'
import Tag from '#models/tag'
import { EventFactory } from '#database/factories/event_factory'
import { TagFactory } from '#database/factories/tag_factory'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

const names = (body: { data: { attributes: { name: string } }[] }) =>
  body.data.map((row) => row.attributes.name)

test.group('Tags', (group) => {
  useAccountsFixtures(group)

  test('an organizer adds a tag (green by default), edits and deletes it', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('creator')
    const created = await client
      .post('/api/v1/tags')
      .bearerToken(token)
      .json(document('tags', { name: 'Jazz' }))
    created.assertStatus(201)
    const id = created.body().data.id
    assert.deepInclude(created.body().data.attributes, { name: 'Jazz', color: '#2e7d32' })
    assert.deepEqual(created.body().data.relationships.user.data, {
      type: 'users',
      id: String(user.id),
    })
    assert.equal((await Tag.findOrFail(id)).userId, user.id)

    const edited = await client
      .patch(`/api/v1/tags/${id}`)
      .bearerToken(token)
      .json(document('tags', { color: '#AA00FF' }))
    edited.assertStatus(200)
    assert.equal((await Tag.findOrFail(id)).color, '#aa00ff')
    assert.equal((await Tag.findOrFail(id)).name, 'Jazz')

    const deleted = await client.delete(`/api/v1/tags/${id}`).bearerToken(token)
    deleted.assertStatus(204)
    assert.isNull(await Tag.find(id))
  })

  test('colours must be hex and names are required', async ({ client, assert }) => {
    const { token } = await signedIn('creator')
    for (const color of ['red', '#abc', '#12345g', 'rgb(1,2,3)', '#1234567', 'url(javascript:1)']) {
      const response = await client
        .post('/api/v1/tags')
        .bearerToken(token)
        .json(document('tags', { name: 'x', color }))
      response.assertStatus(422)
      assert.deepEqual(
        {
          code: firstError(response.body()).code,
          pointer: firstError(response.body()).source?.pointer,
        },
        { code: 'invalid_format', pointer: '/data/attributes/color' },
      )
    }
    const unnamed = await client
      .post('/api/v1/tags')
      .bearerToken(token)
      .json(document('tags', { name: '  ' }))
    unnamed.assertStatus(422)
    assert.equal(firstError(unnamed.body()).source?.pointer, '/data/attributes/name')
    assert.equal(await countRows('tags'), 0)
  })

  test('another organizer cannot see, change or delete a tag (404); super users can', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn('organizer')
    const tag = await TagFactory.merge({ userId: owner.user.id, name: 'Mine' }).create()
    const stranger = await signedIn('organizer')
    const url = `/api/v1/tags/${tag.id}`
    for (const response of [
      await client.get(url).bearerToken(stranger.token),
      await client
        .patch(url)
        .bearerToken(stranger.token)
        .json(document('tags', { name: 'Stolen' })),
      await client.delete(url).bearerToken(stranger.token),
    ]) {
      response.assertStatus(404)
    }
    const listed = await client.get('/api/v1/tags').bearerToken(stranger.token)
    assert.equal(listed.body().meta.page.total, 0)
    assert.equal((await Tag.findOrFail(tag.id)).name, 'Mine')

    const moderator = await signedIn('moderator')
    const renamed = await client
      .patch(url)
      .bearerToken(moderator.token)
      .json(document('tags', { name: 'Checked' }))
    renamed.assertStatus(200)
    assert.equal((await Tag.findOrFail(tag.id)).userId, owner.user.id)
  })

  test('a tag that events use cannot be deleted', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const tag = await TagFactory.merge({ userId: user.id }).create()
    const event = await EventFactory.merge({ userId: user.id }).create()
    await event.related('tags').attach([tag.id])
    const response = await client.delete(`/api/v1/tags/${tag.id}`).bearerToken(token)
    response.assertStatus(409)
    assert.equal(firstError(response.body()).detail, 'This Tag still has associated Items.')
    assert.equal(await countRows('tags', { id: tag.id }), 1)
  })

  test('My Tags List: filter by name, sort by name, colour and date, include the owner, page', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    for (const [name, color] of [
      ['Jazz', '#000003'],
      ['Rock', '#000001'],
      ['Blues', '#000002'],
      ['Jazz fusion', '#000004'],
      ['Pop', '#000005'],
      ['Folk', '#000006'],
    ]) {
      await TagFactory.merge({ userId: user.id, name, color }).create()
    }
    const get = (qs: string) => client.get(`/api/v1/tags?${qs}`).bearerToken(token)
    const firstPage = await get('sort=name')
    assert.deepEqual(names(firstPage.body()), ['Blues', 'Folk', 'Jazz', 'Jazz fusion', 'Pop'])
    assert.deepEqual(firstPage.body().meta.page, { total: 6, number: 1, size: 5, last: 2 })
    assert.deepEqual(names((await get('filter[name]=jazz&sort=-name')).body()), [
      'Jazz fusion',
      'Jazz',
    ])
    assert.deepEqual(names((await get('sort=color&page[size]=3')).body()), [
      'Rock',
      'Blues',
      'Jazz',
    ])
    assert.deepEqual(
      names((await get(`filter[user_id]=${user.id}&sort=-created_at,name&page[size]=1`)).body())
        .length,
      1,
    )
    const withUser = await get('include=user&filter[name]=rock')
    assert.deepEqual(withUser.body().included, [
      { type: 'users', id: String(user.id), attributes: { name: user.name, profile_image: null } },
    ])
    assert.deepEqual(parseList(withUser.body(), tagSchema).items[0].user, {
      id: String(user.id),
      name: user.name,
    })
    for (const qs of ['sort=size', 'include=events', 'filter[color]=x', 'filter[user_id]=abc']) {
      const bad = await get(qs)
      bad.assertStatus(400)
    }
  })
})
