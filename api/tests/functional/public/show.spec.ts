import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readPublicEvent, type PublicEvent } from '@tessera/shared/public/public-event'
import { AssetFactory } from '#database/factories/asset_factory'
import { document, firstError, signedIn, tokenOf, useAccountsFixtures } from '#tests/helpers'
import { HOST_CONTACTS, publishedEvent } from './fixtures.js'

const url = (code: string | number) => `/api/v1/public/events/${code}`

test.group('GET /public/events/{code}: who sees what', (group) => {
  useAccountsFixtures(group)

  for (const status of ['public', 'public_search'] as const) {
    test(`a ${status} event is found by its hash code and by its id`, async ({
      client,
      assert,
    }) => {
      const { event } = await publishedEvent(status)
      for (const code of [event.hashCode, event.id]) {
        const response = await client.get(url(code))
        response.assertStatus(200)
        assert.equal(response.header('cache-control'), 'no-cache')
        const view = readPublicEvent(response.body())
        assert.equal(view.id, String(event.id))
        assert.equal(view.status, status)
        assert.equal(view.name, 'Athens Design Week')
      }
    })
  }

  for (const status of ['private', 'draft'] as const) {
    test(`a ${status} event is not found, by hash code or id`, async ({ client, assert }) => {
      const { event } = await publishedEvent(status)
      for (const code of [event.hashCode, event.id]) {
        const response = await client.get(url(code))
        response.assertStatus(404)
        assert.equal(firstError(response.body()).code, 'not_found')
      }
    })
  }

  test('an unknown code or id is not found', async ({ client, assert }) => {
    await publishedEvent('public')
    for (const code of ['nope', '999999', '0', '-1', '1e3', '%20', 'x'.repeat(300)]) {
      const response = await client.get(url(code))
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
  })

  test('the document is the whole public view: tickets, venue, tag, category, organizer, files', async ({
    client,
    assert,
  }) => {
    const { event, offer, tag, venue, category, user } = await publishedEvent('public')
    await db
      .from('event_tickets')
      .where('id', offer.id)
      .update({ special_requirements_required: true })
    await AssetFactory.merge({ eventId: event.id, position: 1 }).create()
    await AssetFactory.apply('document')
      .merge({ eventId: event.id, originalName: 'a.pdf' })
      .create()
    const view: PublicEvent = readPublicEvent((await client.get(url(event.hashCode))).body())

    assert.deepEqual(view.category, { id: String(category.id), name: category.name })
    assert.deepEqual(view.tags, [{ id: String(tag.id), name: tag.name, color: tag.color }])
    assert.deepEqual(
      view.venues.map((v) => [v.id, v.address_name]),
      [[String(venue.id), 'Ermou 10, Athens']],
    )
    assert.deepEqual(view.organizer, {
      id: String(user.id),
      name: 'Studio Meraki',
      profile_image: null,
      plan: 'premium',
    })
    assert.lengthOf(view.additional_images, 1)
    assert.deepEqual(
      view.additional_docs.map((d) => [d.name, d.type]),
      [['a.pdf', 'application/pdf']],
    )
    const [ticket] = view.tickets
    assert.equal(ticket.id, String(offer.id))
    assert.equal(ticket.name, 'Full pass')
    assert.equal(ticket.price, 25)
    // The organizer's fee (2.99 % + 0.59 = 1.34) passed on to the buyer (bearing 0).
    assert.equal(ticket.final_price, 26.34)
    assert.equal(ticket.remaining, 88)
    assert.equal(ticket.sale_state, 'on_sale')
    assert.isTrue(ticket.special_requirements_required)
    assert.match(view.start_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000\+0[23]:00$/)
    assert.equal(Date.parse(view.start_at), event.startAt.toMillis())
  })

  test('no e-mail or phone of anyone anywhere in the document', async ({ client, assert }) => {
    const { event, user } = await publishedEvent('public')
    const raw = (await client.get(url(event.hashCode))).text()
    assert.notInclude(raw, user.email)
    assert.notInclude(raw, '@example.com')
    for (const contact of HOST_CONTACTS.filter(
      (c) => c.type !== 'website' && c.type !== 'instagram',
    ))
      assert.notInclude(raw, contact.content, contact.type)
    assert.notMatch(raw, /"(email|phone|phone_number|organizer_email|password)"/)
    const view = readPublicEvent(JSON.parse(raw))
    assert.deepEqual(
      view.event_host.map((c) => c.type),
      ['website', 'instagram'],
    )
  })
})

test.group('GET /public/events/{code}: ETag', (group) => {
  useAccountsFixtures(group)

  test('304 while unchanged; a changed price is served at once after PATCH', async ({
    client,
    assert,
  }) => {
    const { event, offer, user } = await publishedEvent('public')
    const first = await client.get(url(event.hashCode))
    const etag = first.header('etag')!
    assert.match(etag, /^"[^"]+"$/)

    const again = await client.get(url(event.hashCode)).header('If-None-Match', etag)
    again.assertStatus(304)
    assert.equal(again.text(), '')

    const token = await tokenOf(user)
    const patch = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(token)
      .json(document('event-tickets', { price: 40 }))
    patch.assertStatus(200)

    const changed = await client.get(url(event.hashCode)).header('If-None-Match', etag)
    changed.assertStatus(200)
    assert.notEqual(changed.header('etag'), etag)
    assert.equal(readPublicEvent(changed.body()).tickets[0].price, 40)
    const row = await db.from('event_tickets').where('id', offer.id).first()
    assert.equal(row.price_cents, 4000)
  })

  test('stock sold since changes the document (remaining, sold out)', async ({
    client,
    assert,
  }) => {
    const { event, offer } = await publishedEvent('public')
    const etag = (await client.get(url(event.id))).header('etag')!
    await db.from('event_tickets').where('id', offer.id).update({ sold_quantity: 100 })
    const response = await client.get(url(event.id)).header('If-None-Match', etag)
    response.assertStatus(200)
    const [ticket] = readPublicEvent(response.body()).tickets
    assert.equal(ticket.remaining, 0)
    assert.equal(ticket.sale_state, 'sold_out')
  })

  test('another organizer signed in sees the same public document', async ({ client, assert }) => {
    const { event } = await publishedEvent('public')
    const { token } = await signedIn('organizer')
    const anonymous = await client.get(url(event.id))
    const signed = await client.get(url(event.id)).bearerToken(token)
    assert.equal(signed.header('etag'), anonymous.header('etag'))
  })
})
