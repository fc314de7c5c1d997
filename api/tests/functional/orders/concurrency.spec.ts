import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { orderLimits } from '#config/limits'
import { verifyTicketCode } from '@tessera/shared/domain/tickets/ticket-code'
import { directStatements } from '#lib/direct_statements'
import { enqueueOrderConfirmation } from '#services/orders/order_confirmation'
import { startOrderWriter } from '#services/orders/order_writer'
import { publicKeyOf } from '../ticket_codes/order_rows.js'
import { firstError } from '#tests/helpers'
import { useCommittedFixtures } from './committed.js'
import { bookableEvent, newKey, orderDocument, postOrder, stockOf } from './fixtures.js'

/** The same body with one new key, 20 times at once. */
function twentyAtOnce(client: ApiClient, body: unknown) {
  const key = newKey()
  return Promise.all(Array.from({ length: 20 }, () => postOrder(client, body, key)))
}

/** The distinct statuses of a set of answers, and how many distinct bodies. */
function answersOf(responses: Awaited<ReturnType<typeof twentyAtOnce>>) {
  return {
    statuses: [...new Set(responses.map((response) => response.status()))],
    bodies: new Set(responses.map((response) => response.text())).size,
  }
}

/*
| Real parallel requests on committed data: on PostgreSQL each request's transaction has its own
| pooled connection, so the guarded statements and the idempotency index really race; on SQLite the
| transactions queue for the one writer. On SQLite the orders run in the order writer's thread, as in
| the web server (order_writer.ts), while the test's own statements use this thread's connection.
*/
test.group('POST /orders under concurrency', (group) => {
  group.setup(async () => {
    if (db.connection().dialect.name === 'postgres') return () => {}
    const writer = await startOrderWriter()
    return () => writer.stop()
  })
  useCommittedFixtures(group)
  group.each.setup(() => {
    const configured = orderLimits.perAddress.requests
    orderLimits.perAddress.requests = 10_000
    return () => {
      orderLimits.perAddress.requests = configured
    }
  })

  test('500 buyers for 100 seats: exactly 100 orders, 400 sold out, no 5xx', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 100 }], { capacity: 1000 })
    const body = orderDocument(event, [[offers[0]!, 1]])

    const responses = await Promise.all(
      Array.from({ length: 500 }, () => postOrder(client, body, newKey())),
    )

    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 100)
    assert.equal(statuses.filter((status) => status === 409).length, 400)
    const codes = new Set(
      responses.filter((r) => r.status() === 409).map((r) => firstError(r.body()).code),
    )
    assert.deepEqual([...codes], ['sold_out'])
    assert.deepEqual(await stockOf(event.id), { booked: 100, sold: [100] })
    const [orders] = await db.from('orders').where('event_id', event.id).count('* as total')
    assert.equal(Number(orders.total), 100)
  }).timeout(120_000)

  test('transactions of the HTTP thread that read before they write all commit while orders are booked', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 200 }], { capacity: 1000 })
    const body = orderDocument(event, [[offers[0]!, 1]])
    const renames = Array.from({ length: 20 }, (_, i) =>
      db.transaction(async (trx) => {
        // forUpdate: PostgreSQL's row lock (on SQLite the transaction holds the write lock already).
        const row = await trx
          .from('events')
          .where('id', event.id)
          .forUpdate()
          .select('name')
          .firstOrFail()
        await new Promise((resolve) => setTimeout(resolve, i))
        await trx
          .from('events')
          .where('id', event.id)
          .update({ name: `${row.name}.` })
      }),
    )

    const [responses] = await Promise.all([
      Promise.all(Array.from({ length: 200 }, () => postOrder(client, body, newKey()))),
      Promise.all(renames),
    ])

    assert.deepEqual([...new Set(responses.map((response) => response.status()))], [201])
    const renamed = await db.from('events').where('id', event.id).select('name').firstOrFail()
    assert.match(renamed.name, /\.{20}$/)
    assert.deepEqual(await stockOf(event.id), { booked: 200, sold: [200] })
  }).timeout(120_000)

  test("an event's first free order and those after it: every code verifies, each e-mail as its stored rows give it", async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 100 }, { totalQuantity: 100 }])
    const body = orderDocument(event, [
      [offers[0]!, 2],
      [offers[1]!, 1],
    ])
    ;(await postOrder(client, body, newKey())).assertStatus(201)
    // The key is committed now: these sign without reading it, and their e-mails read nothing back.
    const later = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(client, body, newKey())),
    )
    assert.deepEqual([...new Set(later.map((response) => response.status()))], [201])

    const publicKey = await publicKeyOf(db.connection(), event.id)
    const attendees = await db.from('attendees').where('event_id', event.id).orderBy('id')
    assert.lengthOf(attendees, 22)
    for (const row of attendees) {
      assert.deepEqual(await verifyTicketCode(row.code, publicKey), {
        ok: true,
        eventId: String(event.id),
        attendeeId: String(row.id),
      })
    }
    const columns = ['recipient', 'locale', 'subject', 'text_body', 'html_body', 'attachments']
    const sent = await db.from('outbox').where('template', 'order_confirmation').orderBy('id')
    assert.lengthOf(sent, 11)
    const last = await db.from('orders').where('event_id', event.id).orderBy('id', 'desc').first()
    const trx = await db.transaction()
    try {
      await enqueueOrderConfirmation(await directStatements(trx), Number(last.id))
      const reread = await trx.from('outbox').orderBy('id', 'desc').select(columns).firstOrFail()
      // Concurrent orders take order and outbox ids in different orders on PostgreSQL.
      const placed = sent.find((row) => String(row.text_body).includes(last.hash_code))!
      assert.deepEqual(
        reread,
        Object.fromEntries(columns.map((column) => [column, placed[column]])),
      )
    } finally {
      await trx.rollback()
    }
  }).timeout(60_000)

  test('the same key 20 times at once: one order, 20 identical answers', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50 }])
    const responses = await twentyAtOnce(client, orderDocument(event, [[offers[0]!, 2]]))

    assert.deepEqual(answersOf(responses), { statuses: [201], bodies: 1 })
    const [orders] = await db.from('orders').where('event_id', event.id).count('* as total')
    assert.equal(Number(orders.total), 1)
    assert.deepEqual(await stockOf(event.id), { booked: 2, sold: [2] })
    const mails = await db.from('outbox').where('template', 'order_confirmation')
    assert.lengthOf(mails, 1)
  }).timeout(60_000)

  test('a paid order replayed at once: one order, one checkout, identical answers', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50, priceCents: 1200 }])
    const responses = await twentyAtOnce(client, orderDocument(event, [[offers[0]!, 1]]))

    assert.deepEqual(answersOf(responses), { statuses: [201], bodies: 1 })
    assert.include(responses[0]!.text(), '/payments/sandbox/checkout/')
    assert.deepEqual(await stockOf(event.id), { booked: 1, sold: [1] })
  }).timeout(60_000)

  test('a used key with another body is refused with 409, nothing booked', async ({
    client,
    assert,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 50 }])
    const key = newKey()
    ;(await postOrder(client, orderDocument(event, [[offers[0]!, 1]]), key)).assertStatus(201)

    const replay = await postOrder(client, orderDocument(event, [[offers[0]!, 1]]), key)
    const changed = await postOrder(client, orderDocument(event, [[offers[0]!, 3]]), key)

    replay.assertStatus(201)
    changed.assertStatus(409)
    assert.equal(firstError(changed.body()).code, 'idempotency_mismatch')
    assert.deepEqual(await stockOf(event.id), { booked: 1, sold: [1] })
  })
})
