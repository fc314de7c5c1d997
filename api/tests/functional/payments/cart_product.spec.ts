import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from '../public/fixtures.js'

const productUrl = (
  ticketId: number | string,
  eventId: number | string,
  quantity: number | string,
) => `/api/v1/public/cart/tickets/${ticketId}/events/${eventId}/qty/${quantity}`

test.group('GET /public/cart/tickets/{id}/events/{id}/qty/{n}', (group) => {
  useAccountsFixtures(group)

  test("the on-sale ticket's server-computed final price, as plain JSON", async ({
    client,
    assert,
  }) => {
    const { event, offer } = await publishedEvent('public')
    const response = await client.get(productUrl(offer.id, event.id, 3))
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^application\/json/)
    const preview = await client.get(`/api/v1/public/events/${event.id}`)
    const shown = preview
      .body()
      .included.find(
        (item: { type: string; id: string }) =>
          item.type === 'event-tickets' && item.id === String(offer.id),
      )
    assert.isAbove(shown.attributes.final_price, 0)
    assert.deepEqual(response.body(), {
      id: String(offer.id),
      name: `Athens Design Week: Full pass`,
      price: shown.attributes.final_price,
      currency: event.currency,
      quantity: 3,
      url: `${appUrl}${productUrl(offer.id, event.id, 3)}`,
    })
  })

  test('404 unless the ticket is on sale on a published event; a bad quantity is 400', async ({
    client,
    assert,
  }) => {
    const { event, offer } = await publishedEvent('public')
    const draft = await publishedEvent('draft')
    const ended = await publishedEvent('public')
    await db
      .from('event_tickets')
      .where('id', ended.offer.id)
      .update({ end_sale_at: DateTime.utc().minus({ days: 2 }).toSQL({ includeOffset: false }) })
    for (const url of [
      productUrl(draft.offer.id, draft.event.id, 1),
      productUrl(offer.id, draft.event.id, 1),
      productUrl(ended.offer.id, ended.event.id, 1),
      productUrl(999999, event.id, 1),
      productUrl(offer.id, event.hashCode, 1),
    ]) {
      const response = await client.get(url)
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found', url)
    }
    for (const quantity of ['0', '-1', '1.5', 'x']) {
      const response = await client.get(productUrl(offer.id, event.id, quantity))
      response.assertStatus(400)
      assert.equal(firstError(response.body()).source?.parameter, 'quantity')
    }
  })
})
