import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { ownTagAndVenue, physicalAttributes, wallTime } from './helpers.js'

const errorsOf = (body: { errors: { code: string; source?: { pointer?: string } }[] }) =>
  body.errors.map((error) => `${error.source?.pointer}:${error.code}`)

test.group('PATCH /events/{id} (Edit Event)', (group) => {
  useAccountsFixtures(group)

  async function ownEvent(role: 'organizer' | 'creator' = 'organizer') {
    const { user, token } = await signedIn(role)
    const { tag, venue } = await ownTagAndVenue(user)
    const event = await EventFactory.merge({ userId: user.id }).create()
    await event.related('tags').attach([tag.id])
    return { user, token, tag, venue, event }
  }

  test('a physical event needs an address; with one it saves and drops the virtual link', async ({
    client,
    assert,
  }) => {
    const { token, venue, event } = await ownEvent()
    const url = `/api/v1/events/${event.id}`
    const refused = await client
      .patch(url)
      .bearerToken(token)
      .json(document('events', physicalAttributes()))
    refused.assertStatus(422)
    assert.deepEqual(errorsOf(refused.body()), ['/data/relationships/venues:address_required'])
    assert.equal(firstError(refused.body()).detail, 'Please fill up the event address')
    assert.equal((await Event.findOrFail(event.id)).eventType, 'virtual')

    const saved = await client
      .patch(`${url}?include=venues,tags`)
      .bearerToken(token)
      .json(
        document('events', physicalAttributes({ virtual_link: 'https://zoom.us/j/1' }), {
          venues: [{ type: 'venues', id: venue.id }],
        }),
      )
    saved.assertStatus(200)
    assert.equal(saved.body().data.attributes.event_type, 'physical')
    assert.isNull(saved.body().data.attributes.virtual_link)
    assert.equal(saved.body().data.attributes.total_capacity, 120)
    assert.deepEqual(saved.body().data.relationships.venues.data, [
      { type: 'venues', id: String(venue.id) },
    ])
    const row = await Event.query().where('id', event.id).preload('venues').firstOrFail()
    assert.equal(row.eventType, 'physical')
    assert.isNull(row.virtualLink)
    assert.deepEqual(
      row.venues.map((v) => v.id),
      [venue.id],
    )
    assert.equal(row.endAt.diff(row.startAt, 'hours').hours, 3)
  })

  test('applies the type effects: tba and virtual unlimited set the capacity to -1', async ({
    client,
    assert,
  }) => {
    const { token, event } = await ownEvent()
    const url = `/api/v1/events/${event.id}`
    const tba = await client
      .patch(url)
      .bearerToken(token)
      .json(document('events', { event_type: 'tba', total_capacity: 300, description: null }))
    tba.assertStatus(200)
    assert.equal((await Event.findOrFail(event.id)).totalCapacity, -1)

    const limited = await client
      .patch(url)
      .bearerToken(token)
      .json(
        document('events', {
          event_type: 'virtual',
          unlimited_attendees: false,
          total_capacity: 40,
          description: 'Online',
        }),
      )
    limited.assertStatus(200)
    assert.isFalse(limited.body().data.attributes.unlimited_attendees)
    assert.equal((await Event.findOrFail(event.id)).totalCapacity, 40)

    const unlimited = await client
      .patch(url)
      .bearerToken(token)
      .json(document('events', { unlimited_attendees: true, total_capacity: 10 }))
    unlimited.assertStatus(200)
    assert.isTrue(unlimited.body().data.attributes.unlimited_attendees)
    assert.equal((await Event.findOrFail(event.id)).totalCapacity, -1)
  })

  test('refuses {name} and keeps the event as it was')
    .with([
      {
        name: 'a virtual event without a link',
        attributes: { event_type: 'virtual', virtual_link: null, total_capacity: 10 },
        expected: ['/data/attributes/virtual_link:required'],
      },
      {
        name: 'a negative capacity',
        attributes: { event_type: 'virtual', unlimited_attendees: false, total_capacity: -4 },
        expected: ['/data/attributes/total_capacity:too_small'],
      },
      {
        name: 'a summary of 341 characters',
        attributes: { description: 'a'.repeat(341) },
        expected: ['/data/attributes/description:too_long'],
      },
      {
        name: 'an end before the start',
        attributes: { start_at: wallTime(5, 20), end_at: wallTime(5, 19) },
        expected: ['/data/attributes/end_at:end_before_start'],
      },
      {
        name: 'a duration of 0',
        attributes: { duration: 0 },
        expected: ['/data/attributes/duration:required'],
      },
      {
        name: 'a duration that is not an option',
        attributes: { duration: 13, timeunit: 'h' },
        expected: ['/data/attributes/duration:invalid_duration'],
      },
      {
        name: 'an unknown time zone',
        attributes: { timezone: 'Mars/Base' },
        expected: ['/data/attributes/timezone:invalid_value'],
      },
      {
        name: 'a javascript: link',
        attributes: { virtual_link: 'javascript:alert(1)' },
        expected: ['/data/attributes/virtual_link:invalid_format'],
      },
    ])
    .run(async ({ client, assert }, { attributes, expected }) => {
      const { token, event } = await ownEvent()
      const before = await Event.findOrFail(event.id)
      const response = await client
        .patch(`/api/v1/events/${event.id}`)
        .bearerToken(token)
        .json(document('events', attributes))
      response.assertStatus(422)
      assert.deepEqual(errorsOf(response.body()), expected)
      const after = await Event.findOrFail(event.id)
      assert.deepEqual(after.serialize(), before.serialize())
    })

  test('accepts a summary of exactly 340 characters and a start in the past on edit', async ({
    client,
    assert,
  }) => {
    const { token, event } = await ownEvent()
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(
        document('events', {
          description: 's'.repeat(340),
          start_at: wallTime(-3),
          end_at: wallTime(-3, 21),
        }),
      )
    response.assertStatus(200)
    const row = await Event.findOrFail(event.id)
    assert.lengthOf(row.description!, 340)
    assert.isTrue(row.startAt < DateTime.now())
  })

  test('changes only what is sent; hero_image and the codes are not writable', async ({
    client,
    assert,
  }) => {
    const { token, event } = await ownEvent()
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(
        document('events', {
          status: 'public',
          hero_image: 'https://evil.test/x.jpg',
          hash_code: 'AAAAAAAAAA',
          uuid: 'x',
          user_id: 1,
        }),
      )
    response.assertStatus(200)
    const row = await Event.findOrFail(event.id)
    assert.equal(row.status, 'public')
    assert.isNull(row.heroImage)
    assert.equal(row.hashCode, event.hashCode)
    assert.equal(row.uuid, event.uuid)
    assert.equal(row.userId, event.userId)
    assert.equal(row.name, event.name)
    assert.equal(row.startAt.toISO(), event.startAt.toUTC().toISO())
  })

  test('moving the start without an end moves the end by the duration', async ({
    client,
    assert,
  }) => {
    const { token, event } = await ownEvent()
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(document('events', { start_at: wallTime(20, 10), duration: 90, timeunit: 'm' }))
    response.assertStatus(200)
    const row = await Event.findOrFail(event.id)
    assert.equal(row.endAt.diff(row.startAt, 'minutes').minutes, 90)
  })

  test('replaces tags and clears the category through relationships', async ({
    client,
    assert,
  }) => {
    const { user, token, event } = await ownEvent()
    const { tag: second } = await ownTagAndVenue(user)
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(document('events', {}, { tags: [{ type: 'tags', id: second.id }], category: null }))
    response.assertStatus(200)
    const row = await Event.query().where('id', event.id).preload('tags').firstOrFail()
    assert.deepEqual(
      row.tags.map((tag) => tag.id),
      [second.id],
    )
    assert.isNull(row.categoryId)
  })

  test('one venue unless multiple addresses (developer only)', async ({ client, assert }) => {
    const { user, token, venue, event } = await ownEvent()
    const { venue: second } = await ownTagAndVenue(user)
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(
        document('events', physicalAttributes(), {
          venues: [
            { type: 'venues', id: venue.id },
            { type: 'venues', id: second.id },
          ],
        }),
      )
    response.assertStatus(422)
    assert.deepEqual(errorsOf(response.body()), ['/data/relationships/venues:too_big'])

    const developer = await signedIn('developer')
    const own = await ownTagAndVenue(developer.user)
    const extra = await ownTagAndVenue(developer.user)
    const devEvent = await EventFactory.merge({ userId: developer.user.id }).create()
    const allowed = await client
      .patch(`/api/v1/events/${devEvent.id}`)
      .bearerToken(developer.token)
      .json(
        document('events', physicalAttributes({ multiple_addresses: true }), {
          venues: [
            { type: 'venues', id: own.venue.id },
            { type: 'venues', id: extra.venue.id },
          ],
        }),
      )
    allowed.assertStatus(200)
    const row = await Event.query().where('id', devEvent.id).preload('venues').firstOrFail()
    assert.isTrue(row.multipleAddresses)
    assert.lengthOf(row.venues, 2)
  })
})
