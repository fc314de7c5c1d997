import { test } from '@japa/runner'
import { parseOne } from '@tessera/shared/jsonapi/parse'
import { venue as venueSchema } from '@tessera/shared/schemas/venue'
import Venue from '#models/venue'
import { createUser, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

const address = { name: 'Gazi', address_name: 'Persefonis 1, Athens' }

test.group('POST /venues: whose venue', (group) => {
  useAccountsFixtures(group)

  test('a new venue answers every attribute (null when not given)', async ({ client, assert }) => {
    const { token } = await signedIn('organizer')
    const response = await client
      .post('/api/v1/venues')
      .bearerToken(token)
      .json(document('venues', address))
    response.assertStatus(201)
    const venue = parseOne(response.body(), venueSchema)
    assert.isNull(venue.city)
    assert.isNull(venue.lat)
  })

  test("a super user creates a venue for an organizer, so the organizer's event may use it", async ({
    client,
    assert,
  }) => {
    const organizer = await createUser('organizer')
    const { token } = await signedIn('moderator')
    const response = await client
      .post('/api/v1/venues')
      .bearerToken(token)
      .json(document('venues', address, { user: { type: 'users', id: organizer.id } }))
    response.assertStatus(201)
    const saved = await Venue.findOrFail(Number(response.body().data.id))
    assert.equal(saved.userId, organizer.id)
  })

  test('an organizer cannot create a venue for someone else', async ({ client, assert }) => {
    const other = await createUser('organizer')
    const { user, token } = await signedIn('organizer')
    const response = await client
      .post('/api/v1/venues')
      .bearerToken(token)
      .json(document('venues', address, { user: { type: 'users', id: other.id } }))
    response.assertStatus(403)
    assert.equal(firstError(response.body()).source?.pointer, '/data/relationships/user')
    assert.equal(
      await Venue.query()
        .whereIn('user_id', [other.id, user.id])
        .count('* as total')
        .then((rows) => Number(rows[0].$extras.total)),
      0,
    )
  })

  test('an unknown owner is refused with a pointer', async ({ client, assert }) => {
    const { token } = await signedIn('admin')
    const response = await client
      .post('/api/v1/venues')
      .bearerToken(token)
      .json(document('venues', address, { user: { type: 'users', id: 999999 } }))
    response.assertStatus(422)
    assert.equal(firstError(response.body()).source?.pointer, '/data/relationships/user')
  })
})
