import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Event from '#models/event'
import Venue from '#models/venue'
import { EventFactory } from '#database/factories/event_factory'
import { countRows, signedIn, useAccountsFixtures } from '#tests/helpers'
import {
  addEventAttributes,
  newVenue,
  ownTagAndVenue,
  physicalAttributes,
  savedRows,
  venueEdit,
  withVenues,
} from './helpers.js'

const venuesOf = async (eventId: number) =>
  (await Event.query().where('id', eventId).preload('venues').firstOrFail()).venues

test.group('Shared venues: an edit from one event never moves another', (group) => {
  useAccountsFixtures(group)

  /** Two physical events of one organizer at the same saved venue. */
  async function twoEventsAtOneVenue() {
    const { user, token } = await signedIn('organizer')
    const { tag, venue } = await ownTagAndVenue(user)
    const events = await EventFactory.merge({ userId: user.id }).apply('physical').createMany(2)
    for (const event of events) {
      await event.related('tags').attach([tag.id])
      await event.related('venues').attach([venue.id])
    }
    return { user, token, tag, venue, first: events[0]!, second: events[1]! }
  }

  test('editing a shared venue gives this event its own copy; the other keeps the address', async ({
    client,
    assert,
  }) => {
    const { user, token, venue, first, second } = await twoEventsAtOneVenue()
    const response = await client
      .patch(`/api/v1/events/${first.id}?include=venues`)
      .bearerToken(token)
      .json(
        withVenues(physicalAttributes(), [
          venueEdit(venue.id, { address_name: 'Pireos 100, Athens' }),
        ]),
      )
    response.assertStatus(200)
    const [copy] = await venuesOf(first.id)
    assert.notEqual(copy!.id, venue.id)
    assert.equal(copy!.addressName, 'Pireos 100, Athens')
    assert.equal(copy!.name, venue.name)
    assert.equal(copy!.userId, user.id)
    assert.deepEqual(response.body().data.relationships.venues.data, [
      { type: 'venues', id: String(copy!.id) },
    ])
    assert.equal(response.body().included[0].attributes.address_name, 'Pireos 100, Athens')
    const untouched = await Venue.findOrFail(venue.id)
    assert.equal(untouched.addressName, 'Ermou 10, Athens')
    assert.deepEqual(
      (await venuesOf(second.id)).map((v) => v.id),
      [venue.id],
    )
  })

  test('a venue only this event uses is edited in place; an unchanged one is not written', async ({
    client,
    assert,
  }) => {
    const { token, venue, first, second } = await twoEventsAtOneVenue()
    await second.related('venues').detach()
    await db.from('venues').where('id', venue.id).update({ updated_at: '2020-01-01 00:00:00' })
    const unchanged = await client
      .patch(`/api/v1/events/${first.id}`)
      .bearerToken(token)
      .json(
        withVenues(physicalAttributes(), [
          venueEdit(venue.id, {
            name: venue.name,
            address_name: venue.addressName,
            lat: venue.lat,
          }),
        ]),
      )
    unchanged.assertStatus(200)
    assert.equal(await countRows('venues'), 1)
    assert.equal((await Venue.findOrFail(venue.id)).updatedAt.toISO(), '2020-01-01T00:00:00.000Z')

    const moved = await client
      .patch(`/api/v1/events/${first.id}`)
      .bearerToken(token)
      .json(withVenues(physicalAttributes(), [venueEdit(venue.id, { address_name: 'Pireos 100' })]))
    moved.assertStatus(200)
    assert.equal(await countRows('venues'), 1)
    assert.equal((await Venue.findOrFail(venue.id)).addressName, 'Pireos 100')
    assert.deepEqual(
      (await venuesOf(first.id)).map((v) => v.id),
      [venue.id],
    )
  })

  test('Add Event saves a new venue with the event, and nothing when it is refused', async ({
    client,
    assert,
  }) => {
    const { user, token, tag, venue } = await twoEventsAtOneVenue()
    const tags = { tags: { data: [{ type: 'tags', id: String(tag.id) }] } }
    const gazi = newVenue('Gazi 1, Athens')
    const before = await savedRows()
    const refused = await client
      .post('/api/v1/events')
      .bearerToken(token)
      .json(withVenues(addEventAttributes(), [gazi]))
    refused.assertStatus(422)
    assert.deepEqual(await savedRows(), before)

    const created = await client
      .post('/api/v1/events')
      .bearerToken(token)
      .json(
        withVenues(
          addEventAttributes(),
          [venueEdit(venue.id, { address_name: 'Pireos 100' }), gazi],
          tags,
        ),
      )
    created.assertStatus(201)
    const addresses = (await venuesOf(Number(created.body().data.id))).map((v) => v.addressName)
    assert.sameMembers(addresses, ['Pireos 100', 'Gazi 1, Athens'])
    assert.equal((await Venue.findOrFail(venue.id)).addressName, 'Ermou 10, Athens')
    assert.equal(await countRows('venues', { user_id: user.id }), 3)
  })
})
