import { test } from '@japa/runner'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { venue as venueSchema } from '@tessera/shared/schemas/venue'
import Venue from '#models/venue'
import { EventFactory } from '#database/factories/event_factory'
import { VenueFactory } from '#database/factories/venue_factory'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

const names = (body: { data: { attributes: { name: string } }[] }) =>
  body.data.map((row) => row.attributes.name)

test.group('Venues', (group) => {
  useAccountsFixtures(group)

  test('an organizer saves the address picked on the map, edits and deletes it', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const created = await client
      .post('/api/v1/venues')
      .bearerToken(token)
      .json(
        document('venues', {
          address_name: 'Ermou 10, Athens 105 63, Greece',
          lat: 37.9763,
          long: 23.7336,
          city: 'Athens',
          country: 'Greece',
          postal_code: '105 63',
        }),
      )
    created.assertStatus(201)
    const id = created.body().data.id
    assert.deepInclude(created.body().data.attributes, {
      name: 'Ermou 10, Athens 105 63, Greece',
      lat: 37.9763,
      long: 23.7336,
      city: 'Athens',
    })
    assert.equal(parseOne(created.body(), venueSchema).country, 'Greece')
    const row = await Venue.findOrFail(id)
    assert.equal(row.userId, user.id)
    assert.equal(row.postalCode, '105 63')

    const edited = await client
      .patch(`/api/v1/venues/${id}`)
      .bearerToken(token)
      .json(document('venues', { name: 'Garden stage', lat: null }))
    edited.assertStatus(200)
    assert.equal((await Venue.findOrFail(id)).name, 'Garden stage')
    assert.isNull((await Venue.findOrFail(id)).lat)
    assert.equal((await Venue.findOrFail(id)).long, 23.7336)

    const deleted = await client.delete(`/api/v1/venues/${id}`).bearerToken(token)
    deleted.assertStatus(204)
    assert.equal(await countRows('venues'), 0)
  })

  test('refuses a missing address and coordinates off the globe', async ({ client, assert }) => {
    const { token } = await signedIn('organizer')
    for (const [attributes, pointer] of [
      [{ name: 'x' }, '/data/attributes/address_name'],
      [{ address_name: 'x', lat: 91 }, '/data/attributes/lat'],
      [{ address_name: 'x', long: '23.7' }, '/data/attributes/long'],
    ] as const) {
      const response = await client
        .post('/api/v1/venues')
        .bearerToken(token)
        .json(document('venues', attributes))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).source?.pointer, pointer)
    }
    assert.equal(await countRows('venues'), 0)
  })

  test('venues are owner-scoped; a venue events use cannot be deleted', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn('organizer')
    const venue = await VenueFactory.merge({ userId: owner.user.id, name: 'Mine' }).create()
    const stranger = await signedIn('planner')
    for (const response of [
      await client.get(`/api/v1/venues/${venue.id}`).bearerToken(stranger.token),
      await client
        .patch(`/api/v1/venues/${venue.id}`)
        .bearerToken(stranger.token)
        .json(document('venues', { name: 'Stolen' })),
      await client.delete(`/api/v1/venues/${venue.id}`).bearerToken(stranger.token),
    ]) {
      response.assertStatus(404)
    }
    assert.equal((await Venue.findOrFail(venue.id)).name, 'Mine')

    const event = await EventFactory.merge({ userId: owner.user.id }).create()
    await event.related('venues').attach([venue.id])
    const blocked = await client.delete(`/api/v1/venues/${venue.id}`).bearerToken(owner.token)
    blocked.assertStatus(409)
    assert.equal(firstError(blocked.body()).code, 'has_associated_items')
    assert.equal(await countRows('venues', { id: venue.id }), 1)
  })

  test('lists own venues by name with filters and pages; super users see all', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn('organizer')
    const other = await signedIn('organizer')
    for (const name of ['Odeon', 'Garden', 'Hall'])
      await VenueFactory.merge({ userId: owner.user.id, name }).create()
    await VenueFactory.merge({ userId: other.user.id, name: 'Elsewhere' }).create()
    const mine = await client.get('/api/v1/venues').bearerToken(owner.token)
    assert.deepEqual(names(mine.body()), ['Garden', 'Hall', 'Odeon'])
    const filtered = await client.get('/api/v1/venues?filter[name]=ode').bearerToken(owner.token)
    assert.deepEqual(names(filtered.body()), ['Odeon'])
    const paged = await client
      .get('/api/v1/venues?sort=-name&page[size]=1&page[number]=2')
      .bearerToken(owner.token)
    assert.deepEqual(names(paged.body()), ['Hall'])
    const admin = await signedIn('admin')
    const all = await client
      .get(`/api/v1/venues?filter[user_id]=${other.user.id}`)
      .bearerToken(admin.token)
    assert.deepEqual(names(all.body()), ['Elsewhere'])
  })
})
