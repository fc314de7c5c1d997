import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { SmtpSink, type ReceivedMail } from '#tests/support/smtp_sink'
import { suiteDatabase } from '#tests/support/suite_database'
import { startBuiltApi, type BuiltApi } from '../../../../tooling/built-api.mjs'
import { useCommittedFixtures } from './committed.js'
import { bookableEvent, newKey, orderDocument } from './fixtures.js'

/**
 * Buyers booking at once; the kill comes once this many orders are answered and more than that
 * are committed (orders in flight: committed, not yet answered).
 */
const BUYERS = 50
const ANSWERED_BEFORE_KILL = 20
/** The lease of a dead worker's claims, so the restarted API sends them again within the test. */
const LEASE_SECONDS = 2
const DELIVERY_DEADLINE_MS = 30_000

/** The built API on this suite's database, delivering mail to `sink` with a short lease. */
function startApi(sink: SmtpSink): Promise<BuiltApi> {
  return startBuiltApi({
    prefix: 'tessera-crash-',
    prepare: false,
    env: () => ({
      ...suiteDatabase(),
      APP_KEY: env.get('APP_KEY'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_WORKER: 'true',
      MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
      HOLD_SWEEPER: 'false',
      ORDER_RATE_LIMIT: '1000000',
    }),
  })
}

/**
 * `BUYERS` buyers book one unit each, again and again, until the API stops answering; `created`
 * collects the booking numbers of the orders answered 201.
 */
async function bookUntilGone(url: string, body: string, created: string[]): Promise<void> {
  const buyer = async () => {
    for (;;) {
      const response = await fetch(`${url}/api/v1/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/vnd.api+json', 'Idempotency-Key': newKey() },
        body,
      }).catch(() => null)
      if (!response) return
      const document = (await response.json().catch(() => null)) as {
        data?: { attributes: { hash_code: string } }
      } | null
      if (response.status !== 201 || !document?.data)
        throw new Error(`POST /orders: ${response.status} ${JSON.stringify(document)}`)
      created.push(document.data.attributes.hash_code)
    }
  }
  await Promise.all(Array.from({ length: BUYERS }, buyer))
}

/** Resolves once `answered` has `count` entries and the event has more orders than that. */
async function midLoad(eventId: number, answered: unknown[], count: number) {
  for (;;) {
    const [orders] = await db.from('orders').where('event_id', eventId).count('* as total')
    if (answered.length >= count && Number(orders.total) > answered.length) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** The event's completed orders' booking numbers, once no confirmation of them is still unsent. */
async function deliveredOrders(eventId: number, since: number): Promise<string[]> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS
  for (;;) {
    const [unsent] = await db
      .from('outbox')
      .where('id', '>', since)
      .whereNot('status', 'sent')
      .count('* as total')
    if (Number(unsent.total) === 0) break
    if (Date.now() > deadline) throw new Error(`${unsent.total} e-mails still unsent`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const orders = await db.from('orders').where({ event_id: eventId, status: 'completed' })
  return orders.map((order) => String(order.hash_code))
}

/** The Message-IDs of the confirmations received for each booking number. */
function messageIdsByBooking(received: ReceivedMail[], bookings: string[]) {
  const ids = new Map(bookings.map((booking) => [booking, new Set<string>()]))
  const strays: string[] = []
  for (const mail of received) {
    const booking = bookings.find((number) => mail.text?.includes(number))
    if (booking) ids.get(booking)!.add(mail.header('message-id') ?? '')
    else strays.push(mail.header('subject') ?? '')
  }
  return { ids, strays }
}

/*
| docs/BUDGETS.md "Reliability", crash: the built API killed (SIGKILL) while buyers book, then
| started again on the same database. Every order answered 201 is there, completed; every completed
| order's confirmation reaches a real SMTP server once (a message the dead process had handed over
| but not yet marked sent goes again with its Message-ID, which the receiver drops: docs/
| ARCHITECTURE.md "Mail"), and nothing else is sent. Needs `api/build` (npm test builds first).
*/
test.group('POST /orders survives kill -9', (group) => {
  useCommittedFixtures(group)

  test('every order answered 201 is kept and e-mailed exactly once after a restart', async ({
    assert,
    cleanup,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 100_000 }], {
      capacity: 100_000,
    })
    const [outbox] = await db.from('outbox').max('id as id')
    const since = Number(outbox?.id ?? 0)
    const sink = await SmtpSink.start()
    const apis: BuiltApi[] = []
    cleanup(async () => {
      await Promise.all(apis.map((api) => api.stop()))
      await sink.close()
    })
    apis.push(await startApi(sink))
    const body = JSON.stringify(orderDocument(event, [[offers[0]!, 1]]))

    const answered: string[] = []
    const load = bookUntilGone(apis[0]!.url, body, answered)
    await Promise.race([midLoad(event.id, answered, ANSWERED_BEFORE_KILL), load])
    process.kill(apis[0]!.pid!, 'SIGKILL')
    await load
    apis.push(await startApi(sink))
    const completed = await deliveredOrders(event.id, since)

    assert.isAtLeast(answered.length, ANSWERED_BEFORE_KILL)
    assert.includeMembers(completed, answered)
    const { ids, strays } = messageIdsByBooking(sink.received, completed)
    assert.deepEqual(strays, [])
    const notOnce = completed.filter((booking) => ids.get(booking)!.size !== 1)
    assert.deepEqual(notOnce, [], 'orders without exactly one confirmation')
  }).timeout(60_000)
})
