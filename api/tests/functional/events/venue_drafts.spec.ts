import { test } from '@japa/runner'
import Event from '#models/event'
import Venue from '#models/venue'
import { EventFactory } from '#database/factories/event_factory'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { signedIn, useAccountsFixtures } from '#tests/helpers'
import {
  newVenue,
  ownTagAndVenue,
  physicalAttributes,
  savedRows,
  venueEdit,
  wallTime,
  withVenues,
} from './helpers.js'

type Errors = { errors: { code: string; source?: { pointer?: string } }[] }
const errorsOf = (body: Errors) => body.errors.map((e) => `${e.source?.pointer}:${e.code}`)

test.group('PATCH /events/{id}: venues saved with the event, or nothing saved', (group) => {
  useAccountsFixtures(group)

  /** A physical event of `role` with a tag and its venue (the hall). */
  async function ownEvent(role: RoleName = 'organizer') {
    const { user, token } = await signedIn(role)
    const { tag, venue: hall } = await ownTagAndVenue(user)
    const event = await EventFactory.merge({ userId: user.id }).apply('physical').create()
    await event.related('tags').attach([tag.id])
    await event.related('venues').attach([hall.id])
    return { user, token, hall, event, url: `/api/v1/events/${event.id}?include=venues` }
  }

  test('a new venue and an edited one are saved with the event in one request', async ({
    client,
    assert,
  }) => {
    const { user, token, hall, event, url } = await ownEvent('developer')
    const response = await client
      .patch(url)
      .bearerToken(token)
      .json(
        withVenues(physicalAttributes({ name: 'Moved', multiple_addresses: true }), [
          venueEdit(hall.id, { address_name: 'Ermou 12, Athens' }),
          newVenue('Persefonis 1, Athens', { name: 'Gazi' }),
        ]),
      )
    response.assertStatus(200)
    const created = await Venue.query()
      .where('user_id', user.id)
      .whereNot('id', hall.id)
      .firstOrFail()
    assert.deepEqual(response.body().data.relationships.venues.data, [
      { type: 'venues', id: String(hall.id) },
      { type: 'venues', id: String(created.id) },
    ])
    assert.sameMembers(
      response
        .body()
        .included.map(
          (venue: { attributes: { address_name: string } }) => venue.attributes.address_name,
        ),
      ['Ermou 12, Athens', 'Persefonis 1, Athens'],
    )
    assert.equal(created.name, 'Gazi')
    assert.equal(created.lat, 37.97)
    assert.equal((await Venue.findOrFail(hall.id)).addressName, 'Ermou 12, Athens')
    const row = await Event.query().where('id', event.id).preload('venues').firstOrFail()
    assert.equal(row.name, 'Moved')
    assert.sameMembers(
      row.venues.map((venue) => venue.id),
      [hall.id, created.id],
    )
  })

  test("a venue draft's errors point at its entry, with the event's own errors", async ({
    client,
    assert,
  }) => {
    const { token, hall, url } = await ownEvent()
    const before = await savedRows()
    const response = await client
      .patch(url)
      .bearerToken(token)
      .json(
        withVenues(physicalAttributes({ description: 'x'.repeat(341) }), [
          { type: 'venues', id: String(hall.id) },
          newVenue('', { lat: 200 }),
        ]),
      )
    response.assertStatus(422)
    assert.sameMembers(errorsOf(response.body()), [
      '/data/attributes/description:too_long',
      '/data/relationships/venues/data/1/attributes/address_name:required',
      '/data/relationships/venues/data/1/attributes/lat:too_big',
    ])
    assert.deepEqual(await savedRows(), before)
  })

  test('a rule of the event refused after the venues were checked saves no venue', async ({
    client,
    assert,
  }) => {
    const { token, hall, url } = await ownEvent()
    const before = await savedRows()
    const edited = venueEdit(hall.id, { address_name: 'Elsewhere 1' })
    const endBeforeStart = await client
      .patch(url)
      .bearerToken(token)
      .json(withVenues(physicalAttributes({ end_at: wallTime(9) }), [edited]))
    endBeforeStart.assertStatus(422)
    assert.deepEqual(errorsOf(endBeforeStart.body()), ['/data/attributes/end_at:end_before_start'])

    const twoAddresses = await client
      .patch(url)
      .bearerToken(token)
      .json(withVenues(physicalAttributes(), [edited, newVenue('Persefonis 1, Athens')]))
    twoAddresses.assertStatus(422)
    assert.deepEqual(errorsOf(twoAddresses.body()), ['/data/relationships/venues:too_big'])
    assert.deepEqual(await savedRows(), before)
  })

  test("another organizer's venue is refused and the new venue beside it is not saved", async ({
    client,
    assert,
  }) => {
    const { token, url } = await ownEvent('developer')
    const stranger = await signedIn('organizer')
    const { venue: theirs } = await ownTagAndVenue(stranger.user)
    const before = await savedRows()
    const response = await client
      .patch(url)
      .bearerToken(token)
      .json(
        withVenues(physicalAttributes({ multiple_addresses: true }), [
          newVenue('Persefonis 1, Athens'),
          venueEdit(theirs.id, { address_name: 'Mine now' }),
        ]),
      )
    response.assertStatus(422)
    assert.deepEqual(errorsOf(response.body()), ['/data/relationships/venues:invalid_value'])
    assert.deepEqual(await savedRows(), before)
  })

  test('a plan gate (403) and an unknown event (404) save no venue', async ({ client, assert }) => {
    const { token, hall, url, event } = await ownEvent('creator')
    const other = await ownEvent('organizer')
    const before = await savedRows()
    const edited = venueEdit(hall.id, { address_name: 'Elsewhere 1' })
    const gated = await client
      .patch(url)
      .bearerToken(token)
      .json(withVenues(physicalAttributes({ theme: 'tabloid' }), [edited, newVenue('Gazi 1')]))
    gated.assertStatus(403)
    assert.deepEqual(errorsOf(gated.body()), ['/data/attributes/theme:plan_required'])

    const notTheirs = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(other.token)
      .json(withVenues(physicalAttributes(), [newVenue('Gazi 1')]))
    notTheirs.assertStatus(404)
    assert.deepEqual(await savedRows(), before)
  })

  test('entries that are not venues are refused before anything is read', async ({
    client,
    assert,
  }) => {
    const { token, url } = await ownEvent()
    const before = await savedRows()
    for (const entry of [
      null,
      'x',
      { type: 'tags', lid: 'a', attributes: {} },
      { type: 'venues' },
    ]) {
      const response = await client
        .patch(url)
        .bearerToken(token)
        .json(withVenues(physicalAttributes(), [entry]))
      response.assertStatus(422)
      assert.isAbove(response.body().errors.length, 0)
    }
    assert.deepEqual(await savedRows(), before)
  })
})
