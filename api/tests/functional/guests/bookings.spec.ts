import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { parseList, parseOne } from '@tessera/shared/jsonapi/parse'
import { managedOrder } from '@tessera/shared/schemas/guest'
import {
  countRows,
  firstError,
  signedIn,
  statementsOf,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'
import { guestEvent } from './fixtures.js'

test.group('GET /orders (the bookings list)', (group) => {
  useAccountsFixtures(group)

  test("the organizer's bookings newest first: buyer, lines, total, payment, provider reference", async ({
    client,
    assert,
  }) => {
    const { user, event, offer, paid, refunded } = await guestEvent()
    await guestEvent() // another organizer's bookings
    await db
      .from('orders')
      .where('id', paid.orderId)
      .update({ payment_provider: 'sandbox', payment_reference: `sbx_${paid.hashCode}` })
    const response = await client.get('/api/v1/orders').bearerToken(await tokenOf(user))
    response.assertStatus(200)
    const { items, page } = parseList(response.body(), managedOrder)
    assert.deepEqual(page, { total: 4, number: 1, size: 10, last: 1 })
    assert.deepEqual(
      items.map((order) => [order.buyer_name, order.payment_state]),
      [
        ['Zoe Alexiou', 'refunded'],
        ['Kostas Ioannou', 'pending'],
        ['Eleni Dimitriou', 'free'],
        ['Maria Papadopoulou', 'paid'],
      ],
    )
    const maria = items[3]!
    assert.deepInclude(maria, {
      id: String(paid.orderId),
      hash_code: paid.hashCode,
      event_id: String(event.id),
      event_name: 'Athens Design Week',
      buyer_email: 'maria@buyer.example',
      total: (offer.priceCents * 3) / 100,
      refunded: 0,
      quantity: 3,
      payment_provider: 'sandbox',
      payment_reference: `sbx_${paid.hashCode}`,
      status: 'completed',
    })
    assert.deepEqual(maria.lines, [
      { ticket_name: 'Full pass', quantity: 3, unit_price: offer.priceCents / 100 },
    ])
    assert.isString(maria.paid_at)
    assert.equal(items[0]!.refunded, offer.priceCents / 100)
    assert.equal(items[0]!.id, String(refunded.orderId))
  })

  test('filters by event, status, payment and search; sorts; three statements a page', async ({
    client,
    assert,
  }) => {
    const { user, event, free } = await guestEvent()
    const token = await tokenOf(user)
    const buyers = async (query: string) => {
      const response = await client.get(`/api/v1/orders?${query}`).bearerToken(token)
      response.assertStatus(200)
      const { items, page } = parseList(response.body(), managedOrder)
      assert.equal(page.total, items.length)
      return items.map((order) => order.buyer_name)
    }
    assert.lengthOf(await buyers(`filter[event]=${event.id}`), 4)
    assert.deepEqual(await buyers('filter[event]=987654'), [])
    assert.deepEqual(await buyers('filter[status]=pending,cancelled&sort=buyer_name'), [
      'Kostas Ioannou',
      'Zoe Alexiou',
    ])
    assert.deepEqual(await buyers('filter[payment]=paid,free&sort=-total'), [
      'Maria Papadopoulou',
      'Eleni Dimitriou',
    ])
    assert.deepEqual(await buyers('filter[search]=ZOE@BUYER'), ['Zoe Alexiou'])
    assert.deepEqual(await buyers(`filter[search]=${free.hashCode}`), ['Eleni Dimitriou'])
    const bad = await client.get('/api/v1/orders?filter[status]=lost').bearerToken(token)
    bad.assertStatus(400)
    assert.equal(firstError(bad.body()).source?.parameter, 'filter[status]')
    ;(await client.get('/api/v1/orders')).assertStatus(401)
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    const statements = await statementsOf(async () =>
      (await client.get('/api/v1/orders?page[size]=100').bearerToken(token)).assertStatus(200),
    )
    assert.lengthOf(statements, 3, statements.join('\n'))
  })
})

/** The order's state after a request: status, refund, attendees, stock and e-mails. */
async function state(orderId: number, offerId: number) {
  const order = await db.from('orders').where('id', orderId).first()
  return {
    status: order.status as string,
    refunded: Number(order.refunded_cents),
    attendees: (await db.from('attendees').where('order_id', orderId)).map((row) => row.status),
    sold: Number((await db.from('event_tickets').where('id', offerId).first()).sold_quantity),
    refunds: await db.from('payment_events').where({ order_id: orderId, kind: 'refund' }),
    mails: await db.from('outbox').where('template', 'order_cancellation'),
  }
}

test.group('POST /orders/{id}/cancellation (by the organizer)', (group) => {
  useAccountsFixtures(group)

  test('a paid booking is cancelled and refunded in full once, even under "no refunds"', async ({
    client,
    assert,
  }) => {
    const { user, event, offer, paid } = await guestEvent()
    await db.from('events').where('id', event.id).update({ refund_policy: 5 })
    await db
      .from('orders')
      .where('id', paid.orderId)
      .update({ payment_provider: 'sandbox', payment_reference: `sbx_${paid.hashCode}` })
    const before = await state(paid.orderId, offer.id)
    const token = await tokenOf(user)
    const url = `/api/v1/orders/${paid.orderId}/cancellation`
    const responses = await Promise.all([
      client.post(url).bearerToken(token),
      client.post(url).bearerToken(token),
    ])
    assert.sameMembers(
      responses.map((response) => response.status()),
      [200, 409],
    )
    const ok = responses.find((response) => response.status() === 200)!
    const order = parseOne(ok.body(), managedOrder)
    assert.deepInclude(order, { status: 'cancelled', payment_state: 'refunded' })
    assert.equal(order.refunded, (offer.priceCents * 3) / 100)
    const after = await state(paid.orderId, offer.id)
    assert.equal(after.status, 'cancelled')
    assert.equal(after.refunded, offer.priceCents * 3)
    assert.deepEqual(after.attendees, ['cancelled', 'cancelled'])
    assert.equal(after.sold, before.sold - 3)
    assert.lengthOf(after.refunds, 1)
    assert.lengthOf(after.mails, 1)
    assert.include(after.mails[0].text_body, 'The organizer of the event cancelled it.')
    assert.include(after.mails[0].text_body, 'We are refunding')
    const conflict = responses.find((response) => response.status() === 409)!
    assert.equal(firstError(conflict.body()).code, 'already_cancelled')
  })

  test('a pending hold ends without a refund; an expired one is 409 order_expired', async ({
    client,
    assert,
  }) => {
    const { user, offer, pending } = await guestEvent()
    const token = await tokenOf(user)
    const response = await client
      .post(`/api/v1/orders/${pending.orderId}/cancellation`)
      .bearerToken(token)
    response.assertStatus(200)
    const after = await state(pending.orderId, offer.id)
    assert.equal(after.status, 'cancelled')
    assert.lengthOf(after.refunds, 0)
    await db.from('orders').where('id', pending.orderId).update({ status: 'expired' })
    const expired = await client
      .post(`/api/v1/orders/${pending.orderId}/cancellation`)
      .bearerToken(token)
    expired.assertStatus(409)
    assert.equal(firstError(expired.body()).code, 'order_expired')
  })

  test("another organizer's booking is 404 and stays as it was", async ({ client, assert }) => {
    const { offer, paid } = await guestEvent()
    const other = await signedIn('organizer')
    const response = await client
      .post(`/api/v1/orders/${paid.orderId}/cancellation`)
      .bearerToken(other.token)
    response.assertStatus(404)
    assert.equal(firstError(response.body()).code, 'not_found')
    assert.equal((await state(paid.orderId, offer.id)).status, 'completed')
    ;(await client.get(`/api/v1/orders/${paid.orderId}`).bearerToken(other.token)).assertStatus(404)
  })
})

test.group('POST /orders/{id}/confirmation (resend)', (group) => {
  useAccountsFixtures(group)

  test('queues the confirmation again, three times an hour per booking', async ({
    client,
    assert,
  }) => {
    const { user, paid } = await guestEvent()
    const token = await tokenOf(user)
    const url = `/api/v1/orders/${paid.orderId}/confirmation`
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await client.post(url).bearerToken(token)
      response.assertStatus(202)
      assert.deepEqual(response.body().meta, { status: 'queued' })
    }
    const mails = await db.from('outbox').where('template', 'order_confirmation')
    assert.lengthOf(mails, 3)
    assert.equal(mails[0].recipient, 'maria@buyer.example')
    assert.include(mails[0].subject, paid.hashCode)
    const limited = await client.post(url).bearerToken(token)
    limited.assertStatus(429)
    assert.equal(firstError(limited.body()).code, 'rate_limited')
    assert.equal(await countRows('outbox', { template: 'order_confirmation' }), 3)
  })

  test("a pending booking is 409; another organizer's is 404", async ({ client, assert }) => {
    const { user, paid, pending } = await guestEvent()
    const response = await client
      .post(`/api/v1/orders/${pending.orderId}/confirmation`)
      .bearerToken(await tokenOf(user))
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'order_not_completed')
    const other = await signedIn('organizer')
    const foreign = await client
      .post(`/api/v1/orders/${paid.orderId}/confirmation`)
      .bearerToken(other.token)
    foreign.assertStatus(404)
    assert.equal(await countRows('outbox', { template: 'order_confirmation' }), 0)
  })
})
