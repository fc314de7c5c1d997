import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readBooking } from '@tessera/shared/public/booking'
import { orderLimits } from '#config/limits'
import { forgetOldAnswers, sweepExpiredHolds } from '#services/orders/hold_sweeper'
import {
  cancelOrder,
  completeOrder,
  expireOrder,
  reviveOrder,
} from '#services/orders/order_lifecycle'
import { firstError } from '#tests/helpers'
import { useCommittedFixtures } from './committed.js'
import { bookableEvent, newKey, orderDocument, postOrder, stockOf } from './fixtures.js'
import type { ApiClient } from '@japa/api-client'

const minutes = (count: number) => new Date(Date.now() + count * 60_000)

async function paidOrders(client: ApiClient, count: number, quantity = 1, total = 10) {
  const setup = await bookableEvent([{ totalQuantity: total, priceCents: 1500 }])
  const ids: number[] = []
  for (let index = 0; index < count; index++) {
    const buyer = { name: `Buyer ${index}`, email: `buyer${index}@example.com` }
    const response = await postOrder(
      client,
      orderDocument(setup.event, [[setup.offers[0]!, quantity]], { buyer }),
    )
    response.assertStatus(201)
    ids.push(Number(readBooking(response.body()).id))
  }
  return { ...setup, ids }
}

const statusOf = async (id: number) =>
  (await db.from('orders').where('id', id).select('status').firstOrFail()).status

test.group('Holds: pending orders and their expiry', (group) => {
  useCommittedFixtures(group)

  test('a hold that ran out is expired and its stock comes back (clock injected)', async ({
    client,
    assert,
  }) => {
    const { event, ids } = await paidOrders(client, 2, 2)
    assert.deepEqual(await stockOf(event.id), { booked: 4, sold: [4] })

    assert.lengthOf(await sweepExpiredHolds(minutes(14)), 0)
    const expired = await sweepExpiredHolds(minutes(16))

    assert.sameMembers(
      expired.map((hold) => hold.id),
      ids,
    )
    assert.deepEqual(await stockOf(event.id), { booked: 0, sold: [0] })
    for (const id of ids) assert.equal(await statusOf(id), 'expired')
    const attendees = await db.from('attendees').where('event_id', event.id)
    assert.isTrue(attendees.every((row) => row.status === 'cancelled'))
    assert.lengthOf(await sweepExpiredHolds(minutes(16)), 0)
  })

  test('two sweepers at once expire each order once', async ({ client, assert }) => {
    const { event, ids } = await paidOrders(client, 6)

    const [first, second] = await Promise.all([
      sweepExpiredHolds(minutes(16)),
      sweepExpiredHolds(minutes(16)),
    ])

    assert.sameMembers([...first, ...second].map((hold) => hold.id).sort(), [...ids].sort())
    assert.deepEqual(await stockOf(event.id), { booked: 0, sold: [0] })
  })

  test('one buyer holds at most 3 orders of an event at once', async ({ client, assert }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50, priceCents: 1500 }])
    const body = orderDocument(event, [[offers[0]!, 1]])
    for (let index = 0; index < orderLimits.pendingPerEmail; index++) {
      ;(await postOrder(client, body)).assertStatus(201)
    }

    const refused = await postOrder(client, body)

    refused.assertStatus(409)
    assert.equal(firstError(refused.body()).code, 'hold_limit_reached')
    assert.deepEqual(await stockOf(event.id), { booked: 3, sold: [3] })
    await sweepExpiredHolds(minutes(16))
    ;(await postOrder(client, body)).assertStatus(201)
  })

  test('one client address holds at most 10 orders of an event at once', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50, priceCents: 1500 }])
    const order = (index: number) =>
      orderDocument(event, [[offers[0]!, 1]], {
        buyer: { name: `Buyer ${index}`, email: `buyer${index}@example.com` },
      })
    for (let index = 0; index < orderLimits.pendingPerAddress; index++) {
      ;(await postOrder(client, order(index))).assertStatus(201)
    }

    const refused = await postOrder(client, order(99))

    refused.assertStatus(409)
    assert.equal(firstError(refused.body()).code, 'hold_limit_reached')
    assert.deepEqual(await stockOf(event.id), { booked: 10, sold: [10] })
  })

  test('each state change happens once: complete, expire, cancel', async ({ client, assert }) => {
    const { event, ids } = await paidOrders(client, 2)
    const [paid, abandoned] = ids as [number, number]
    const now = new Date()

    const results = await db.transaction(async (trx) => [
      await completeOrder(trx, paid, now),
      await completeOrder(trx, paid, now),
      await expireOrder(trx, paid, now),
      await expireOrder(trx, abandoned, now),
      await expireOrder(trx, abandoned, now),
      await cancelOrder(trx, paid, now),
      await cancelOrder(trx, paid, now),
    ])

    assert.deepEqual(results, [true, false, false, true, false, true, false])
    assert.deepEqual([await statusOf(paid), await statusOf(abandoned)], ['cancelled', 'expired'])
    assert.deepEqual(await stockOf(event.id), { booked: 0, sold: [0] })
    const mails = await db.from('outbox').where('template', 'order_confirmation')
    assert.lengthOf(mails, 1)
  })

  test('a late payment revives an expired order only while stock allows', async ({
    client,
    assert,
  }) => {
    const { event, offers, ids } = await paidOrders(client, 1, 2, 3)
    const [late] = ids as [number]
    await sweepExpiredHolds(minutes(16))

    assert.isTrue(await db.transaction((trx) => reviveOrder(trx, late, new Date())))
    assert.equal(await statusOf(late), 'completed')
    assert.deepEqual(await stockOf(event.id), { booked: 2, sold: [2] })
    const codes = await db.from('attendees').where('order_id', late).whereNotNull('code')
    assert.lengthOf(codes, 1)

    const other = await postOrder(client, orderDocument(event, [[offers[0]!, 1]]))
    const otherId = Number(readBooking(other.body()).id)
    await sweepExpiredHolds(minutes(16))
    await db.from('event_tickets').where('id', offers[0]!.id).update({ total_quantity: 2 })
    assert.isFalse(await db.transaction((trx) => reviveOrder(trx, otherId, new Date())))
    assert.equal(await statusOf(otherId), 'expired')
    assert.deepEqual(await stockOf(event.id), { booked: 2, sold: [2] })
  })

  test('idempotency answers are kept for a day, then forgotten', async ({ client, assert }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50 }])
    const key = newKey()
    ;(await postOrder(client, orderDocument(event, [[offers[0]!, 1]]), key)).assertStatus(201)
    const kept = () => db.from('idempotency_keys').where('key', key).count('* as total')

    await forgetOldAnswers(new Date(Date.now() + 23 * 3_600_000))
    assert.equal(Number((await kept())[0].total), 1)
    await forgetOldAnswers(new Date(Date.now() + 25 * 3_600_000))
    assert.equal(Number((await kept())[0].total), 0)
    assert.equal(
      await db
        .from('orders')
        .where('event_id', event.id)
        .count('* as total')
        .then((rows) => Number(rows[0].total)),
      1,
    )
  })
})
