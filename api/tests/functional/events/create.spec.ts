import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import Event from '#models/event'
import { CategoryFactory } from '#database/factories/category_factory'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { addEventAttributes, ownTagAndVenue, wallTime, ZONE } from './helpers.js'

test.group('POST /events (Add Event)', (group) => {
  useAccountsFixtures(group)

  test('creates a private event owned by the caller, with codes, tags and category', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const { tag } = await ownTagAndVenue(user)
    const category = await CategoryFactory.create()
    const start = wallTime(10)
    const response = await client
      .post('/api/v1/events?include=category,tags')
      .bearerToken(token)
      .json(
        document('events', addEventAttributes({ start_at: start, status: 'public' }), {
          category: { type: 'categories', id: category.id },
          tags: [{ type: 'tags', id: tag.id }],
        }),
      )
    response.assertStatus(201)
    const body = response.body()
    assert.equal(body.data.type, 'events')
    assert.equal(body.data.attributes.status, 'private')
    assert.match(body.data.attributes.hash_code, /^[0-9A-Za-z]{10}$/)
    assert.equal(body.data.attributes.event_type, 'virtual')
    assert.equal(body.data.attributes.total_capacity, -1)
    assert.isTrue(body.data.attributes.unlimited_attendees)
    assert.equal(body.data.attributes.total_attendees, 0)
    assert.equal(body.data.relationships.category.data.id, String(category.id))
    assert.deepEqual(body.data.relationships.tags.data, [{ type: 'tags', id: String(tag.id) }])
    assert.sameMembers(
      body.included.map((resource: { type: string }) => resource.type),
      ['categories', 'tags'],
    )
    // Dates come back in the event's zone; the end follows from the duration.
    const startAt = DateTime.fromISO(body.data.attributes.start_at, { setZone: true })
    assert.equal(startAt.toFormat('yyyy-MM-dd HH:mm:ss'), start)
    assert.equal(DateTime.fromISO(body.data.attributes.end_at).diff(startAt, 'hours').hours, 2)

    const saved = await Event.query().where('id', body.data.id).preload('tags').firstOrFail()
    assert.equal(saved.userId, user.id)
    assert.equal(saved.status, 'private')
    assert.equal(saved.categoryId, category.id)
    assert.deepEqual(
      saved.tags.map((row) => row.id),
      [tag.id],
    )
    assert.equal(
      saved.startAt.toUTC().toISO(),
      DateTime.fromFormat(start, 'yyyy-MM-dd HH:mm:ss', { zone: ZONE }).toUTC().toISO(),
    )
    assert.equal(saved.currency, 'eur')
  })

  test('refuses a start before today, a missing tag and a zero duration, all at once', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    const response = await client
      .post('/api/v1/events')
      .bearerToken(token)
      .json(document('events', addEventAttributes({ start_at: wallTime(-1), duration: 0 })))
    response.assertStatus(422)
    const errors = response
      .body()
      .errors.map(
        (error: { code: string; source: { pointer: string } }) =>
          `${error.source.pointer}:${error.code}`,
      )
    assert.sameMembers(errors, [
      '/data/attributes/start_at:date_before_today',
      '/data/attributes/duration:required',
      '/data/attributes/end_at:required',
      '/data/relationships/tags:required',
    ])
    assert.equal(await countRows('events'), 0)
  })

  test('refuses tags and venues of another organizer, and unknown categories', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    const other = await signedIn('organizer')
    const { tag, venue } = await ownTagAndVenue(other.user)
    for (const [relationships, name] of [
      [{ tags: [{ type: 'tags', id: tag.id }] }, 'tags'],
      [{ venues: [{ type: 'venues', id: venue.id }] }, 'venues'],
      [{ category: { type: 'categories', id: 999999 } }, 'category'],
      [{ tags: [{ type: 'venues', id: tag.id }] }, 'tags'],
    ] as const) {
      const response = await client
        .post('/api/v1/events')
        .bearerToken(token)
        .json(document('events', addEventAttributes(), relationships))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).source?.pointer, `/data/relationships/${name}`)
    }
    assert.equal(await countRows('events'), 0)
  })

  test('needs a signed-in user', async ({ client }) => {
    const response = await client
      .post('/api/v1/events')
      .json(document('events', addEventAttributes()))
    response.assertStatus(401)
  })
})
