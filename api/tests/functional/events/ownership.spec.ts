import { test } from '@japa/runner'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { wallTime } from './helpers.js'

test.group('Events are owner-scoped', (group) => {
  useAccountsFixtures(group)

  test('another organizer gets 404 on show, update, delete and duplicate; nothing changes', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: owner.user.id, name: 'Mine' }).create()
    for (const role of ['organizer', 'planner', 'creator-plus', 'creator'] as RoleName[]) {
      const stranger = await signedIn(role)
      const url = `/api/v1/events/${event.id}`
      const requests = [
        client.get(url).bearerToken(stranger.token),
        client
          .patch(url)
          .bearerToken(stranger.token)
          .json(document('events', { name: 'Stolen' })),
        client.delete(url).bearerToken(stranger.token),
        client
          .post(`${url}/duplicate`)
          .bearerToken(stranger.token)
          .json(document('events', { start_at: wallTime(3), end_at: wallTime(3, 22) })),
      ]
      const statuses = (await Promise.all(requests)).map((response) => response.status())
      assert.deepEqual(statuses, [404, 404, 404, 404], role)
      const listed = await client.get('/api/v1/events').bearerToken(stranger.token)
      assert.equal(listed.body().meta.page.total, 0)
    }
    const row = await Event.findOrFail(event.id)
    assert.equal(row.name, 'Mine')
    assert.equal(await countRows('events'), 1)
  })

  test('super users (admin, moderator, developer) read and change any event', async ({
    client,
    assert,
  }) => {
    const owner = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: owner.user.id }).create()
    for (const role of ['admin', 'moderator', 'developer'] as RoleName[]) {
      const staff = await signedIn(role)
      const shown = await client.get(`/api/v1/events/${event.id}`).bearerToken(staff.token)
      shown.assertStatus(200)
      assert.equal(shown.body().data.attributes.organizer_email, owner.user.email)
      const renamed = await client
        .patch(`/api/v1/events/${event.id}`)
        .bearerToken(staff.token)
        .json(document('events', { name: `Renamed by ${role}` }))
      renamed.assertStatus(200)
      assert.equal((await Event.findOrFail(event.id)).name, `Renamed by ${role}`)
      assert.equal((await Event.findOrFail(event.id)).userId, owner.user.id)
    }
  })

  test('the owner does not see the organizer columns', async ({ client, assert }) => {
    const owner = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: owner.user.id }).create()
    const response = await client.get(`/api/v1/events/${event.id}`).bearerToken(owner.token)
    assert.notProperty(response.body().data.attributes, 'organizer_email')
    assert.notProperty(response.body().data.attributes, 'organizer_id')
  })

  test('without a token every endpoint answers 401', async ({ client, assert }) => {
    const owner = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: owner.user.id }).create()
    const responses = await Promise.all([
      client.get('/api/v1/events'),
      client.get(`/api/v1/events/${event.id}`),
      client.patch(`/api/v1/events/${event.id}`).json(document('events', { name: 'x' })),
      client.delete(`/api/v1/events/${event.id}`),
      client.post(`/api/v1/events/${event.id}/duplicate`).json(document('events', {})),
    ])
    for (const response of responses) {
      response.assertStatus(401)
      assert.equal(firstError(response.body()).code, 'unauthenticated')
    }
  })
})
