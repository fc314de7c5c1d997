import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import Asset from '#models/asset'
import { AssetFactory } from '#database/factories/asset_factory'
import { EventFactory } from '#database/factories/event_factory'
import { firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { organizerWithEvent } from '#tests/fixtures/event_tickets'
import { pdf, png, storedKeys, useFakeDrive } from '#tests/fixtures/files'

test.group('DELETE /assets/{id} and served files', (group) => {
  useAccountsFixtures(group)
  useFakeDrive(group)

  test('removes the row and its stored file', async ({ client, assert }) => {
    const { token, event } = await organizerWithEvent()
    const upload = await client
      .post(`/api/v1/uploads/events/${event.id}/images`)
      .bearerToken(token)
      .file('attachment', await png(30, 30), { filename: 'a.png' })
    const asset = upload.body().data[0]
    const response = await client.delete(`/api/v1/assets/${asset.id}`).bearerToken(token)
    response.assertStatus(204)
    assert.isNull(await Asset.find(asset.id))
    assert.isFalse(await drive.use().exists(asset.attributes.path))
    const gone = await client.get(`/${asset.attributes.path}`)
    gone.assertStatus(404)
  })

  test("a file another event's asset still references is kept (duplicated events share files)", async ({
    client,
    assert,
  }) => {
    const { user, token, event } = await organizerWithEvent()
    const path = `uploads/events/${event.id}/documents/shared.pdf`
    await drive.use().put(path, pdf())
    const copy = await EventFactory.merge({ userId: user.id }).create()
    const original = await AssetFactory.apply('document')
      .merge({ eventId: event.id, path })
      .create()
    const duplicate = await AssetFactory.apply('document')
      .merge({ eventId: copy.id, path })
      .create()

    const first = await client.delete(`/api/v1/assets/${original.id}`).bearerToken(token)
    first.assertStatus(204)
    assert.isTrue(await drive.use().exists(path))

    const last = await client.delete(`/api/v1/assets/${duplicate.id}`).bearerToken(token)
    last.assertStatus(204)
    assert.isFalse(await drive.use().exists(path))
  })

  test('another organizer gets 404 and the asset stays; super users may delete', async ({
    client,
    assert,
  }) => {
    const { event } = await organizerWithEvent()
    const asset = await AssetFactory.merge({ eventId: event.id }).create()
    const stranger = await signedIn('organizer')
    const refused = await client.delete(`/api/v1/assets/${asset.id}`).bearerToken(stranger.token)
    refused.assertStatus(404)
    assert.equal(firstError(refused.body()).code, 'not_found')
    assert.isNotNull(await Asset.find(asset.id))

    const moderator = await signedIn('moderator')
    const removed = await client.delete(`/api/v1/assets/${asset.id}`).bearerToken(moderator.token)
    removed.assertStatus(204)
  })

  test('only stored files are served: no path tricks, no unknown types', async ({
    client,
    assert,
  }) => {
    await drive.use().put('uploads/events/1/images/kept.png', await png(2, 2))
    await drive.use().put('uploads/events/1/images/page.html', '<script>alert(1)</script>')
    const served = await client.get('/uploads/events/1/images/kept.png')
    served.assertStatus(200)
    assert.equal(served.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.include(served.header('content-security-policy'), 'sandbox')
    for (const path of [
      '/uploads/events/1/images/page.html',
      '/uploads/events/1/images/missing.png',
      '/uploads/%2e%2e/.env',
      '/uploads/events/1/..%2F..%2Fkept.png',
    ]) {
      const response = await client.get(path)
      response.assertStatus(404)
    }
    assert.includeMembers(await storedKeys(), ['uploads/events/1/images/kept.png'])
  })
})
