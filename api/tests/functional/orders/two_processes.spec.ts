import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { suiteDatabase } from '#tests/support/suite_database'
import { startBuiltApi, type BuiltApi } from '../../../../tooling/built-api.mjs'
import { useCommittedFixtures } from './committed.js'
import { bookableEvent, newKey, orderDocument, stockOf } from './fixtures.js'

const onPostgres = () => db.connection().dialect.name === 'postgres'

/** The built API on this suite's PostgreSQL database, as a second deployment would run it. */
function startOnSuiteDatabase(): Promise<BuiltApi> {
  return startBuiltApi({
    prefix: 'tessera-orders-',
    prepare: false,
    env: () => ({
      APP_KEY: env.get('APP_KEY'),
      ...suiteDatabase(),
      MAIL_WORKER: 'false',
      HOLD_SWEEPER: 'false',
      ORDER_RATE_LIMIT: '100000',
    }),
  })
}

/*
| Two API processes (the built server, run twice) sharing this suite's PostgreSQL database: the
| guarded statements, not anything in a process, keep the stock right. Needs `api/build` (npm test
| builds first); on SQLite there is nothing to share.
*/
test.group('POST /orders from two API processes', (group) => {
  useCommittedFixtures(group)

  test('500 buyers for 100 seats over two processes: exactly 100 orders, no 5xx', async ({
    assert,
    cleanup,
  }) => {
    const { event, offers } = await bookableEvent([{ totalQuantity: 100 }], { capacity: 1000 })
    const apis = [await startOnSuiteDatabase(), await startOnSuiteDatabase()]
    cleanup(async () => {
      await Promise.all(apis.map((api) => api.stop()))
    })
    const body = JSON.stringify(orderDocument(event, [[offers[0]!, 1]]))

    const answers = await Promise.all(
      Array.from({ length: 500 }, async (_, index) => {
        const api = apis[index % 2]!
        const response = await fetch(`${api.url}/api/v1/orders`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/vnd.api+json', 'Idempotency-Key': newKey() },
          body,
        })
        const document = (await response.json()) as { errors?: { code: string }[] }
        return { api: index % 2, status: response.status, code: document.errors?.[0]?.code }
      }),
    )

    const created = answers.filter((answer) => answer.status === 201)
    assert.lengthOf(created, 100)
    assert.deepEqual(
      answers.filter((answer) => answer.status !== 201).map((answer) => answer.code),
      Array(400).fill('sold_out'),
    )
    assert.sameMembers([...new Set(created.map((answer) => answer.api))], [0, 1])
    assert.deepEqual(await stockOf(event.id), { booked: 100, sold: [100] })
    const [orders] = await db.from('orders').where('event_id', event.id).count('* as total')
    assert.equal(Number(orders.total), 100)
  })
    .skip(!onPostgres(), 'two processes share a PostgreSQL database only')
    .timeout(180_000)
})
