import { test } from '@japa/runner'
import { publicEventDocument, readPublicEvent } from '@tessera/shared/public/public-event'
import { readPublishedEvent } from '#services/public/public_event_reader'
import { firstError, signedIn, tokenOf, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from './fixtures.js'

const preview = (id: number) => `/api/v1/events/${id}/public-view`

test.group('GET /events/{id}/public-view: the preview', (group) => {
  useAccountsFixtures(group)

  for (const status of ['private', 'draft', 'public'] as const) {
    test(`the owner previews a ${status} event as a visitor will see it`, async ({
      client,
      assert,
    }) => {
      const { event, user } = await publishedEvent(status)
      const response = await client.get(preview(event.id)).bearerToken(await tokenOf(user))
      response.assertStatus(200)
      const view = readPublicEvent(response.body())
      assert.equal(view.id, String(event.id))
      assert.equal(view.status, status)
      assert.equal(view.tickets[0].final_price, 26.34)
    })
  }

  test('the preview of a published event is the very document visitors get', async ({
    client,
    assert,
  }) => {
    const { event, user } = await publishedEvent('public')
    const token = await tokenOf(user)
    const owner = await client.get(preview(event.id)).bearerToken(token)
    const visitor = await client.get(`/api/v1/public/events/${event.hashCode}`)
    assert.deepEqual(owner.body(), visitor.body())
    const read = await readPublishedEvent(event.hashCode, new Date())
    assert.deepEqual(publicEventDocument(read!.event), visitor.body())
  })

  test('another organizer gets 404; staff see it; nobody signed in gets 401', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent('draft')
    const other = await signedIn('organizer')
    const refused = await client.get(preview(event.id)).bearerToken(other.token)
    refused.assertStatus(404)
    assert.equal(firstError(refused.body()).code, 'not_found')

    const admin = await signedIn('admin')
    ;(await client.get(preview(event.id)).bearerToken(admin.token)).assertStatus(200)

    const anonymous = await client.get(preview(event.id))
    anonymous.assertStatus(401)
  })

  test('an unknown or malformed id is 404', async ({ client }) => {
    const { token } = await signedIn('admin')
    for (const id of ['999999', 'abc', '0'])
      (await client.get(`/api/v1/events/${id}/public-view`).bearerToken(token)).assertStatus(404)
  })
})
