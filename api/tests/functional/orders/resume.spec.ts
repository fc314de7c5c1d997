import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readBooking } from '@tessera/shared/public/booking'
import { orderLimits } from '#config/limits'
import { bookingToken } from '#services/orders/booking_token'
import { sweepExpiredHolds } from '#services/orders/hold_sweeper'
import { firstError } from '#tests/helpers'
import { useCommittedFixtures } from './committed.js'
import { bookableEvent, orderDocument, postOrder, stockOf } from './fixtures.js'

const release = (hash: string, token = bookingToken(hash)) =>
  `/api/v1/public/bookings/${hash}/release?token=${encodeURIComponent(token)}`
const booking = (hash: string) =>
  `/api/v1/public/bookings/${hash}?token=${encodeURIComponent(bookingToken(hash))}`

/** A paid event and one 2-ticket hold of Maria's on it, as `POST /orders` answered it. */
async function held(client: Parameters<typeof postOrder>[0]) {
  const setup = await bookableEvent([{ totalQuantity: 20, priceCents: 1500 }])
  const response = await postOrder(client, orderDocument(setup.event, [[setup.offers[0]!, 2]]))
  response.assertStatus(201)
  return {
    ...setup,
    body: orderDocument(setup.event, [[setup.offers[0]!, 2]]),
    hold: readBooking(response.body()),
  }
}

test.group('A held booking: resumed or released by its buyer (issue 26 item 2)', (group) => {
  useCommittedFixtures(group)

  test('a closed payment window: the link resumes the same checkout, or releases the hold (expired, stock back, no e-mail)', async ({
    client,
    assert,
  }) => {
    const { hold, event, body } = await held(client)
    // Resume: the booking link answers the same checkout, still held, and the sandbox takes it
    const again = readBooking((await client.get(booking(hold.hash_code))).body())
    assert.deepInclude(again, { status: 'pending', payment_url: hold.payment_url })
    const url = new URL(hold.payment_url!)
    ;(await client.get(`${url.pathname}${url.search}`)).assertStatus(200)
    assert.deepEqual(await stockOf(event.id), { booked: 2, sold: [2] })

    // Release: the same link lets it go
    const response = await client.post(release(hold.hash_code))
    response.assertStatus(200)
    assert.deepInclude(readBooking(response.body()), {
      hash_code: hold.hash_code,
      status: 'expired',
      payment_url: null,
    })
    const order = await db.from('orders').where('hash_code', hold.hash_code).firstOrFail()
    assert.equal(order.status, 'expired')
    const attendees = await db.from('attendees').where('order_id', order.id)
    assert.isTrue(attendees.every((row) => row.status === 'cancelled'))
    assert.deepEqual(await stockOf(event.id), { booked: 0, sold: [0] })
    assert.lengthOf(await db.from('outbox').where('recipient', 'maria@example.com'), 0)

    const twice = await client.post(release(hold.hash_code))
    twice.assertStatus(409)
    assert.equal(firstError(twice.body()).code, 'order_not_pending')
    ;(await postOrder(client, body)).assertStatus(201)
  })

  test('release needs the booking link: a wrong token is 404 and the hold stays', async ({
    client,
    assert,
  }) => {
    const { hold, event } = await held(client)
    for (const token of ['', 'nope', bookingToken('OtherCode0')]) {
      const response = await client.post(release(hold.hash_code, token))
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
    assert.deepEqual(await stockOf(event.id), { booked: 2, sold: [2] })
    const order = await db.from('orders').where('hash_code', hold.hash_code).firstOrFail()
    assert.equal(order.status, 'pending')
  })

  test('a completed booking is not released: 409 order_not_pending', async ({ client, assert }) => {
    const { hold, event } = await held(client)
    await db.from('orders').where('hash_code', hold.hash_code).update({ status: 'completed' })
    const response = await client.post(release(hold.hash_code))
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'order_not_pending')
    assert.deepEqual(await stockOf(event.id), { booked: 2, sold: [2] })
  })

  test("the hold limit's refusal says when to try again and nothing of the holds", async ({
    client,
    assert,
  }) => {
    const { hold, body } = await held(client)
    for (let index = 1; index < orderLimits.pendingPerEmail; index++) {
      ;(await postOrder(client, body)).assertStatus(201)
    }
    const refused = await postOrder(client, body)
    refused.assertStatus(409)
    const error = firstError(refused.body())
    assert.equal(error.code, 'hold_limit_reached')
    // When the first of Maria's holds ends: a new booking can be made then
    assert.deepEqual(refused.body().errors[0].meta, { retry_at: hold.expires_at })
    // Someone who typed Maria's address learns no booking number, link or name
    const text = refused.text()
    const orders = await db.from('orders').select('hash_code', 'payment_url')
    for (const order of orders) {
      assert.notInclude(text, order.hash_code)
      assert.notInclude(text, order.payment_url)
    }
    assert.notInclude(text, 'Maria Papadopoulou')
    // Released, one hold makes room at once
    ;(await client.post(release(hold.hash_code))).assertStatus(200)
    ;(await postOrder(client, body)).assertStatus(201)
    await sweepExpiredHolds(new Date(Date.now() + 16 * 60_000))
  })
})
