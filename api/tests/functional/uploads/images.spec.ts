import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import { appUrl } from '#config/app'
import Event from '#models/event'
import { countRows, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { organizerWithEvent } from '#tests/fixtures/event_tickets'
import { jpeg, png, storedImage, storedKeys, useFakeDrive } from '#tests/fixtures/files'

test.group('Uploads: hero and additional images', (group) => {
  useAccountsFixtures(group)
  useFakeDrive(group)

  test('a hero image is stored at a height of 1800 and served from the asset host', async ({
    client,
    assert,
  }) => {
    const { token, event } = await organizerWithEvent()
    const response = await client
      .post(`/api/v1/uploads/events/${event.id}/hero`)
      .bearerToken(token)
      .file('attachment', await png(400, 2400), { filename: 'hero.png' })
    response.assertStatus(200)
    const { url, path } = response.body().meta
    assert.match(path, new RegExp(`^uploads/events/${event.id}/hero/[0-9a-f-]{36}\\.png$`))
    assert.equal(url, `${appUrl}/${path}`)
    await event.refresh()
    assert.equal(event.heroImage, path)
    const stored = await storedImage(path)
    assert.include(stored, { format: 'png', height: 1800, width: 300 })

    const served = await client.get(`/${path}`)
    served.assertStatus(200)
    assert.equal(served.header('content-type'), 'image/png')
    assert.equal(served.header('x-content-type-options'), 'nosniff')
    assert.equal(served.header('content-disposition'), 'inline')
  })

  test('photos are turned upright, never enlarged, and lose their metadata', async ({
    client,
    assert,
  }) => {
    const { token, event } = await organizerWithEvent()
    // 1200 × 600 pixels stored sideways (EXIF orientation 6: shown rotated 90°, 600 × 1200).
    const photo = await jpeg(1200, 600, { orientation: 6 })
    const response = await client
      .post(`/api/v1/uploads/events/${event.id}/hero`)
      .bearerToken(token)
      .file('attachment', photo, { filename: 'IMG_0001.JPG' })
    response.assertStatus(200)
    const stored = await storedImage(response.body().meta.path)
    assert.include(stored, { format: 'jpeg', width: 600, height: 1200 })
    assert.isUndefined(stored.orientation)
    assert.isUndefined(stored.exif)
  })

  test('a new hero replaces the previous one and removes its file', async ({ client, assert }) => {
    const { token, event } = await organizerWithEvent()
    const upload = async () =>
      client
        .post(`/api/v1/uploads/events/${event.id}/hero`)
        .bearerToken(token)
        .file('attachment', await jpeg(300, 200), { filename: 'hero.jpg' })
    const first = (await upload()).body().meta.path
    const second = (await upload()).body().meta.path
    assert.notEqual(first, second)
    assert.isFalse(await drive.use().exists(first))
    assert.deepEqual(await storedKeys(), [second])
    await event.refresh()
    assert.equal(event.heroImage, second)
  })

  test('additional images are appended as assets, several at once', async ({ client, assert }) => {
    const { token, event } = await organizerWithEvent('organizer')
    const request = client.post(`/api/v1/uploads/events/${event.id}/images`).bearerToken(token)
    for (let i = 0; i < 4; i++)
      request.file('attachments[]', await jpeg(200 + i, 100), { filename: `photo-${i}.jpg` })
    const response = await request
    response.assertStatus(201)
    const { data, meta } = response.body()
    assert.lengthOf(data, 4)
    assert.deepEqual(
      data.map((asset: { attributes: { position: number } }) => asset.attributes.position),
      [0, 1, 2, 3],
    )
    assert.include(data[0].attributes, {
      kind: 'image',
      mime_type: 'image/jpeg',
      original_name: 'photo-0.jpg',
    })
    assert.equal(data[0].attributes.url, `${appUrl}/${data[0].attributes.path}`)
    assert.equal(meta.path, data[0].attributes.path)
    assert.lengthOf(meta.files, 4)
    assert.equal(await countRows('assets', { event_id: event.id, kind: 'image' }), 4)
    assert.lengthOf(await storedKeys(`uploads/events/${event.id}/images`), 4)
  })

  test('free plans: a fourth additional image is refused (403 plan_required) and nothing is stored', async ({
    client,
    assert,
  }) => {
    const { token, event } = await organizerWithEvent('creator')
    const upload = async (count: number) => {
      const request = client.post(`/api/v1/uploads/events/${event.id}/images`).bearerToken(token)
      for (let i = 0; i < count; i++)
        request.file('attachments[]', await png(20, 20), { filename: `p${i}.png` })
      return request
    }
    ;(await upload(2)).assertStatus(201)
    const tooMany = await upload(2)
    tooMany.assertStatus(403)
    assert.equal(firstError(tooMany.body()).code, 'plan_required')
    assert.equal(firstError(tooMany.body()).source?.pointer, '/data/attributes/attachment')
    ;(await upload(1)).assertStatus(201)
    const fourth = await upload(1)
    fourth.assertStatus(403)
    assert.equal(await countRows('assets', { event_id: event.id }), 3)
    assert.lengthOf(await storedKeys(), 3)
  })

  test("another organizer's event is not found, and nothing is stored", async ({
    client,
    assert,
  }) => {
    const { event } = await organizerWithEvent()
    const stranger = await signedIn('organizer')
    for (const target of ['hero', 'images']) {
      const response = await client
        .post(`/api/v1/uploads/events/${event.id}/${target}`)
        .bearerToken(stranger.token)
        .file('attachment', await png(10, 10), { filename: 'x.png' })
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
    assert.deepEqual(await storedKeys(), [])
    assert.isNull((await Event.findOrFail(event.id)).heroImage)
    assert.equal(await countRows('assets', { event_id: event.id }), 0)

    const admin = await signedIn('admin')
    const byAdmin = await client
      .post(`/api/v1/uploads/events/${event.id}/hero`)
      .bearerToken(admin.token)
      .file('attachment', await png(10, 10), { filename: 'x.png' })
    byAdmin.assertStatus(200)
  })
})
