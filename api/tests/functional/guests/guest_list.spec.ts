import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { parseList } from '@tessera/shared/jsonapi/parse'
import { guest, guestCounts } from '@tessera/shared/schemas/guest'
import {
  createUser,
  firstError,
  signedIn,
  statementsOf,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'
import { guestEvent } from './fixtures.js'

const list = (eventId: number, query = '') => `/api/v1/events/${eventId}/attendees?${query}`

test.group('GET /events/{id}/attendees', (group) => {
  useAccountsFixtures(group)

  test('the owner reads every attendee by name with ticket, booking, payment and counts', async ({
    client,
    assert,
  }) => {
    const { user, event, paid } = await guestEvent()
    const token = await tokenOf(user)
    const response = await client.get(list(event.id)).bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    const { items, page } = parseList(body, guest)
    assert.deepEqual(
      items.map((item) => [item.name, item.payment_state, item.status]),
      [
        ['Eleni Dimitriou', 'free', 'completed'],
        ['Kostas Ioannou', 'pending', 'pending'],
        ['Maria Papadopoulou', 'paid', 'completed'],
        ['Nikos Georgiou', 'paid', 'completed'],
        ['Zoe Alexiou', 'refunded', 'cancelled'],
      ],
    )
    const maria = items[2]!
    assert.equal(maria.booking_number, paid.hashCode)
    assert.equal(maria.ticket_name, 'Full pass')
    assert.equal(maria.email, 'maria@guests.example')
    assert.deepInclude(maria, { quantity: 2, checked_in_qty: 1 })
    assert.deepEqual(page, { total: 5, number: 1, size: 25, last: 1 })
    // Expected: the completed attendees' units (2 + 1 + 1); checked in: Maria's 1
    assert.deepEqual(guestCounts.parse(body.meta.counts), { expected: 4, checked_in: 1 })
  })

  test('search by name, e-mail or booking number; filters by ticket, payment, check-in, status', async ({
    client,
    assert,
  }) => {
    const { user, event, offer, free } = await guestEvent()
    const token = await tokenOf(user)
    const names = async (query: string) => {
      const response = await client.get(list(event.id, query)).bearerToken(token)
      response.assertStatus(200)
      const { items, page } = parseList(response.body(), guest)
      assert.equal(page.total, items.length)
      return items.map((item) => item.name)
    }
    assert.deepEqual(await names('filter[search]=PAPADOP'), ['Maria Papadopoulou'])
    assert.deepEqual(await names('filter[search]=nikos@guests'), ['Nikos Georgiou'])
    assert.deepEqual(await names(`filter[search]=${free.hashCode}`), ['Eleni Dimitriou'])
    assert.deepEqual(await names('filter[search]=%25'), [])
    assert.deepEqual(await names(`filter[event_ticket]=${offer.id}&filter[status]=cancelled`), [
      'Zoe Alexiou',
    ])
    assert.deepEqual(await names('filter[event_ticket]=999999'), [])
    assert.deepEqual(await names('filter[payment]=paid'), ['Maria Papadopoulou', 'Nikos Georgiou'])
    assert.deepEqual(await names('filter[payment]=free,pending'), [
      'Eleni Dimitriou',
      'Kostas Ioannou',
    ])
    assert.deepEqual(await names('filter[payment]=refunded'), ['Zoe Alexiou'])
    assert.deepEqual(await names('filter[check_in]=partial'), ['Maria Papadopoulou'])
    assert.lengthOf(await names('filter[check_in]=none'), 4)
    assert.deepEqual(await names('filter[check_in]=full'), [])
  })

  test('sorts, pages and keeps the counts of the whole event', async ({ client, assert }) => {
    const { user, event } = await guestEvent()
    const token = await tokenOf(user)
    const response = await client
      .get(list(event.id, 'sort=-checked_in_qty,name&page[size]=2&page[number]=1'))
      .bearerToken(token)
    response.assertStatus(200)
    const { items, page } = parseList(response.body(), guest)
    assert.deepEqual(
      items.map((item) => item.name),
      ['Maria Papadopoulou', 'Eleni Dimitriou'],
    )
    assert.deepEqual(page, { total: 5, number: 1, size: 2, last: 3 })
    const last = await client
      .get(list(event.id, 'sort=-created_at&page[size]=2&page[number]=3'))
      .bearerToken(token)
    assert.deepEqual(
      parseList(last.body(), guest).items.map((item) => item.name),
      ['Maria Papadopoulou'],
    )
    assert.deepEqual(last.body().meta.counts, { expected: 4, checked_in: 1 })
  })

  test('the counts follow every write to the attendees (triggers of migration 0521)', async ({
    client,
    assert,
  }) => {
    const { user, event, paid, pending } = await guestEvent()
    const token = await tokenOf(user)
    const counts = async () =>
      (await client.get(list(event.id)).bearerToken(token)).body().meta.counts
    await db.from('attendees').where('id', paid.attendees[1]!.id).update({ checked_in_qty: 1 })
    assert.deepEqual(await counts(), { expected: 4, checked_in: 2 })
    await db.from('attendees').where('id', pending.attendees[0]!.id).update({ status: 'completed' })
    assert.deepEqual(await counts(), { expected: 5, checked_in: 2 })
    await db.from('attendees').where('order_id', paid.orderId).update({ status: 'cancelled' })
    assert.deepEqual(await counts(), { expected: 2, checked_in: 0 })
    await db.from('attendees').where('id', pending.attendees[0]!.id).delete()
    assert.deepEqual(await counts(), { expected: 1, checked_in: 0 })
    const response = await client.get(list(event.id)).bearerToken(token)
    assert.equal(response.body().meta.page.total, 4)
  })

  test('bad parameters are 400 with the parameter', async ({ client, assert }) => {
    const { user, event } = await guestEvent()
    const token = await tokenOf(user)
    for (const [query, parameter] of [
      ['filter[payment]=gratis', 'filter[payment]'],
      ['filter[check_in]=half', 'filter[check_in]'],
      ['filter[event_ticket]=x', 'filter[event_ticket]'],
      ['filter[email]=a', 'filter[email]'],
      ['sort=phone_number', 'sort'],
      ['page[size]=101', 'page[size]'],
    ]) {
      const response = await client.get(list(event.id, query!)).bearerToken(token)
      response.assertStatus(400)
      assert.equal(firstError(response.body()).source?.parameter, parameter)
    }
  })

  test("another organizer's event is 404, an admin sees it, no token is 401", async ({
    client,
    assert,
  }) => {
    const { event } = await guestEvent()
    const other = await signedIn('organizer')
    const foreign = await client.get(list(event.id)).bearerToken(other.token)
    foreign.assertStatus(404)
    assert.equal(firstError(foreign.body()).code, 'not_found')
    ;(await client.get(list(987654)).bearerToken(other.token)).assertStatus(404)
    const admin = await signedIn('admin')
    const seen = await client.get(list(event.id)).bearerToken(admin.token)
    seen.assertStatus(200)
    assert.equal(seen.body().meta.page.total, 5)
    ;(await client.get(list(event.id))).assertStatus(401)
  })

  test('a page is two statements once the token is known, however many attendees', async ({
    client,
    assert,
  }) => {
    const organizer = await createUser('organizer')
    const { event } = await guestEvent(organizer)
    const token = await tokenOf(organizer)
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    const statements = await statementsOf(async () => {
      const response = await client
        .get(list(event.id, 'filter[payment]=paid,free&filter[search]=a'))
        .bearerToken(token)
      response.assertStatus(200)
    })
    assert.lengthOf(statements, 2, statements.join('\n'))
  })
})
