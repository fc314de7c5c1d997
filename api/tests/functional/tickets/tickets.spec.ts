import { test } from '@japa/runner'
import Ticket from '#models/ticket'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { offerOn, organizerWithEvent, ticketOf } from '#tests/fixtures/event_tickets'

test.group("Tickets (the organizer's ticket types)", (group) => {
  useAccountsFixtures(group)

  test('adds a ticket with a name and a description, owned by the caller', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('creator')
    const response = await client
      .post('/api/v1/tickets')
      .bearerToken(token)
      .json(document('tickets', { name: ' General admission ', description: 'Standing' }))
    response.assertStatus(201)
    assert.equal(response.body().data.type, 'tickets')
    assert.equal(response.body().data.attributes.name, 'General admission')
    const saved = await Ticket.findOrFail(response.body().data.id)
    assert.equal(saved.userId, user.id)
    assert.equal(saved.description, 'Standing')
  })

  test('"Add ticket needs name and description"', async ({ client, assert }) => {
    const { token } = await signedIn('organizer')
    const response = await client
      .post('/api/v1/tickets')
      .bearerToken(token)
      .json(document('tickets', { name: '', description: '   ' }))
    response.assertStatus(422)
    const errors = response
      .body()
      .errors.map((error: { code: string; source: { pointer: string } }) => [
        error.source.pointer,
        error.code,
      ])
    assert.deepEqual(errors, [
      ['/data/attributes/name', 'required'],
      ['/data/attributes/description', 'required'],
    ])
    assert.equal(await countRows('tickets'), 0)
  })

  test("lists only the caller's tickets, filtered by name, sorted and paged", async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const other = await signedIn('organizer')
    for (const name of ['VIP', 'Balcony', 'Early bird vip'])
      await Ticket.create({ userId: user.id, name, description: 'd' })
    await Ticket.create({ userId: other.user.id, name: 'VIP of another', description: 'd' })

    const all = await client.get('/api/v1/tickets').bearerToken(token)
    all.assertStatus(200)
    assert.deepEqual(
      all.body().data.map((row: { attributes: { name: string } }) => row.attributes.name),
      ['Balcony', 'Early bird vip', 'VIP'],
    )
    assert.deepEqual(all.body().meta.page, { total: 3, number: 1, size: 10, last: 1 })

    const filtered = await client
      .get('/api/v1/tickets?filter[name]=vip&sort=-name&page[size]=1&page[number]=2')
      .bearerToken(token)
    filtered.assertStatus(200)
    assert.deepEqual(
      filtered.body().data.map((row: { attributes: { name: string } }) => row.attributes.name),
      ['Early bird vip'],
    )
    assert.deepEqual(filtered.body().meta.page, { total: 2, number: 2, size: 1, last: 2 })

    const unknown = await client.get('/api/v1/tickets?filter[price]=1').bearerToken(token)
    unknown.assertStatus(400)
    assert.equal(firstError(unknown.body()).source?.parameter, 'filter[price]')
  })

  test("super users see every organizer's tickets and can filter by user", async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('moderator')
    const first = await signedIn('organizer')
    const second = await signedIn('creator')
    await ticketOf(first.user)
    const secondTicket = await ticketOf(second.user)
    const response = await client
      .get(`/api/v1/tickets?filter[user_id]=${second.user.id}`)
      .bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((row: { id: string }) => row.id),
      [String(secondTicket.id)],
    )
    const all = await client.get('/api/v1/tickets').bearerToken(token)
    assert.equal(all.body().meta.page.total, 2)
  })

  test('renames a ticket; another organizer gets 404 on read, change and delete', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const ticket = await ticketOf(user)
    const response = await client
      .patch(`/api/v1/tickets/${ticket.id}`)
      .bearerToken(token)
      .json(document('tickets', { name: 'Renamed' }))
    response.assertStatus(200)
    assert.equal(response.body().data.attributes.name, 'Renamed')
    assert.equal(response.body().data.attributes.description, ticket.description)

    const stranger = await signedIn('organizer')
    const read = await client.get(`/api/v1/tickets/${ticket.id}`).bearerToken(stranger.token)
    const change = await client
      .patch(`/api/v1/tickets/${ticket.id}`)
      .bearerToken(stranger.token)
      .json(document('tickets', { name: 'Mine' }))
    const remove = await client.delete(`/api/v1/tickets/${ticket.id}`).bearerToken(stranger.token)
    for (const answer of [read, change, remove]) {
      answer.assertStatus(404)
      assert.equal(firstError(answer.body()).code, 'not_found')
    }
    assert.equal((await Ticket.findOrFail(ticket.id)).name, 'Renamed')

    const admin = await signedIn('admin')
    const byAdmin = await client.get(`/api/v1/tickets/${ticket.id}`).bearerToken(admin.token)
    byAdmin.assertStatus(200)
  })

  test('deletes an unused ticket; one offered on an event is kept (409)', async ({
    client,
    assert,
  }) => {
    const { user, token, event, ticket } = await organizerWithEvent()
    const unused = await ticketOf(user)
    const removed = await client.delete(`/api/v1/tickets/${unused.id}`).bearerToken(token)
    removed.assertStatus(204)
    assert.isNull(await Ticket.find(unused.id))

    await offerOn(event, ticket)
    const refused = await client
      .delete(`/api/v1/tickets/${ticket.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'el')
    refused.assertStatus(409)
    assert.equal(firstError(refused.body()).code, 'has_associated_items')
    assert.equal(
      firstError(refused.body()).detail,
      'Αυτό το εισιτήριο διατίθεται ακόμη σε εκδηλώσεις.',
    )
    assert.isNotNull(await Ticket.find(ticket.id))
  })

  test('needs a token', async ({ client }) => {
    const response = await client.get('/api/v1/tickets')
    response.assertStatus(401)
  })
})
