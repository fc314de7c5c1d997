import { test } from '@japa/runner'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

test.group('PATCH /events/{id}: promo video', (group) => {
  useAccountsFixtures(group)

  test('only a YouTube address is stored as the promo video', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: user.id }).create()
    const url = `/api/v1/events/${event.id}`

    const refused = await client
      .patch(url)
      .bearerToken(token)
      .json(document('events', { video_url: 'https://vimeo.com/123456' }))
    refused.assertStatus(422)
    assert.equal(firstError(refused.body()).code, 'invalid_format')
    assert.equal(firstError(refused.body()).source?.pointer, '/data/attributes/video_url')
    assert.isNull((await Event.findOrFail(event.id)).videoUrl)

    const saved = await client
      .patch(url)
      .bearerToken(token)
      .json(document('events', { video_url: 'https://youtu.be/dQw4w9WgXcQ' }))
    saved.assertStatus(200)
    assert.equal((await Event.findOrFail(event.id)).videoUrl, 'https://youtu.be/dQw4w9WgXcQ')
  })
})
