import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { sqlInstant } from '#lib/utc_date_time'
import { doorTokenHash } from '#services/check_ins/check_in_caller'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { doorEvent, doorLinkOf, otherOrganizer } from '#tests/support/check_in_fixtures'

const inOneHour = () => new Date(Date.now() + 3600_000).toISOString()
const linkDocument = (eventId: number, gate: string, expiresAt = inOneHour()) => ({
  data: {
    type: 'door-links',
    attributes: { event_id: String(eventId), gate, expires_at: expiresAt },
  },
})

test.group('Door-staff links', (group) => {
  useAccountsFixtures(group)

  test('the organizer creates one: its token once, stored only as a hash', async ({
    client,
    assert,
  }) => {
    const { token, event } = await doorEvent()
    const response = await client
      .post('/api/v1/door-links')
      .bearerToken(token)
      .json(linkDocument(event.id, 'North gate'))
    response.assertStatus(201)
    const { id, attributes } = response.body().data
    assert.match(attributes.token, /^tdl_[A-Za-z0-9_-]{43}$/)
    assert.equal(attributes.url, `${appUrl}/scan/${attributes.token}`)
    assert.include(attributes, { gate: 'North gate', active: true, revoked_at: null })
    const row = await db.from('door_staff_links').where('id', id).first()
    assert.equal(row.token_hash, doorTokenHash(attributes.token))
    assert.notInclude(JSON.stringify(row), attributes.token)
    const list = await client.get(`/api/v1/events/${event.id}/door-links`).bearerToken(token)
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 1)
    assert.notProperty(list.body().data[0].attributes, 'token')
    const current = await client.get('/api/v1/door-links/current').bearerToken(attributes.token)
    current.assertStatus(200)
    assert.include(current.body().data.attributes, {
      event_id: String(event.id),
      gate: 'North gate',
    })
  })

  test("a link reaches its event's check-in endpoints and nothing else", async ({
    client,
    assert,
  }) => {
    const { token, event } = await doorEvent()
    const other = await doorEvent()
    const link = await doorLinkOf(client, token, event.id)
    const bundle = await client
      .get(`/api/v1/events/${event.id}/check-in-bundle`)
      .bearerToken(link.token)
    bundle.assertStatus(200)
    for (const path of [
      `/api/v1/events/${other.event.id}/check-in-bundle`,
      `/api/v1/events/${other.event.id}/check-in-counts`,
    ]) {
      ;(await client.get(path).bearerToken(link.token)).assertStatus(404)
    }
    for (const path of [
      `/api/v1/events/${event.id}`,
      '/api/v1/me',
      `/api/v1/events/${event.id}/door-links`,
    ]) {
      const response = await client.get(path).bearerToken(link.token)
      response.assertStatus(401)
      assert.equal(firstError(response.body()).code, 'unauthenticated')
    }
    const create = await client
      .post('/api/v1/door-links')
      .bearerToken(link.token)
      .json(linkDocument(event.id, 'Sneaky'))
    create.assertStatus(401)
  })

  test('revoked or expired at once: 401 door_link_inactive', async ({ client, assert }) => {
    const { token, event } = await doorEvent()
    const revoked = await doorLinkOf(client, token, event.id)
    const expired = await doorLinkOf(client, token, event.id)
    const path = `/api/v1/events/${event.id}/check-in-counts`
    ;(await client.get(path).bearerToken(revoked.token)).assertStatus(200)
    const revoke = await client.delete(`/api/v1/door-links/${revoked.id}`).bearerToken(token)
    revoke.assertStatus(200)
    assert.include(revoke.body().data.attributes, { active: false })
    await db
      .from('door_staff_links')
      .where('id', expired.id)
      .update({ expires_at: sqlInstant(db.connection(), new Date(Date.now() - 1000)) })
    for (const link of [revoked, expired]) {
      const response = await client.get(path).bearerToken(link.token)
      response.assertStatus(401)
      assert.equal(firstError(response.body()).code, 'door_link_inactive')
    }
    const unknown = await client.get(path).bearerToken('tdl_nothing')
    assert.equal(firstError(unknown.body()).code, 'unauthenticated')
  })

  test('another organizer: 404; a free plan: 403; expiry checked', async ({ client, assert }) => {
    const { token, event } = await doorEvent()
    const link = await doorLinkOf(client, token, event.id)
    const stranger = await otherOrganizer()
    const create = await client
      .post('/api/v1/door-links')
      .bearerToken(stranger.token)
      .json(linkDocument(event.id, 'Gate'))
    create.assertStatus(404)
    ;(
      await client.get(`/api/v1/events/${event.id}/door-links`).bearerToken(stranger.token)
    ).assertStatus(404)
    ;(
      await client.delete(`/api/v1/door-links/${link.id}`).bearerToken(stranger.token)
    ).assertStatus(404)
    const row = await db.from('door_staff_links').where('id', link.id).first()
    assert.isNull(row.revoked_at)
    const free = await doorEvent({ role: 'creator' })
    const refused = await client
      .post('/api/v1/door-links')
      .bearerToken(free.token)
      .json(linkDocument(free.event.id, 'Gate'))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'plan_required')
    const past = new Date(Date.now() - 60_000).toISOString()
    const tooFar = new Date(Date.now() + 31 * 86_400_000).toISOString()
    for (const [expiresAt, code] of [
      [past, 'too_small'],
      [tooFar, 'too_big'],
      ['tomorrow', 'invalid_date'],
    ]) {
      const response = await client
        .post('/api/v1/door-links')
        .bearerToken(token)
        .json(linkDocument(event.id, 'Gate', expiresAt))
      response.assertStatus(422)
      assert.include(firstError(response.body()), { code })
    }
  })
})
