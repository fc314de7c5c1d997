// Completed free orders per second on one event through the built API (docs/BUDGETS.md; issue 9):
// autocannon, 100 connections, no pipelining, `POST /api/v1/orders` of one unit of a free,
// unlimited ticket, each request with its own `Idempotency-Key`; beside it `GET /api/v1/health`
// and, on the same SQLite database in the same run, the raw guarded-insert loop
// (`bench/lib/raw-orders.mjs`). Budgets: ≥ 500 orders/s, p99 ≤ 200 ms, no response over 1 s.
import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import { startApi } from '../lib/api-server.mjs'
import { loadSetup, measureTargets } from '../lib/load.mjs'
import { budget, median } from '../lib/measure.mjs'
import { rawOrdersPerSecond } from '../lib/raw-orders.mjs'
import { client, publishEvent, signIn } from '../lib/seed.mjs'

const REPETITIONS = 3
const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const WARMUP = 2
const RAW_SECONDS = 3
const JSON_API = 'application/vnd.api+json'
/** Public POSTs are rate-limited per client address; every request here comes from one. */
const UNLIMITED_RATES = { ORDER_RATE_LIMIT: '1000000' }

/** The demo organizer's published virtual event of unlimited capacity with a free, unlimited ticket. */
export async function seedEvent(url) {
  const token = await signIn(url, 'organizer@tessera.test')
  const create = client(url, token)
  const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const tag = await create('tags', { name: 'Bench', color: '#2e7d32' })
  const ticket = await create('tickets', { name: 'Entry', description: 'Free entry' })
  const eventId = await create(
    'events',
    {
      name: 'Orders benchmark',
      description: 'One event, many free orders.',
      event_type: 'virtual',
      total_capacity: -1,
      virtual_link: 'https://meet.example.org/room',
      timezone: 'UTC',
      start_at: `${day(30)} 19:00:00`,
      duration: 2,
      timeunit: 'h',
    },
    { tags: { data: [{ type: 'tags', id: tag }] } },
  )
  const eventTicketId = await create(
    'event-tickets',
    { price: 0, total_quantity: null, sale_range: [`${day(-1)} 00:00:00`, `${day(29)} 23:00:00`] },
    {
      event: { data: { type: 'events', id: eventId } },
      ticket: { data: { type: 'tickets', id: ticket } },
    },
  )
  await publishEvent(url, token, eventId)
  return { eventId, eventTicketId }
}

function orderBody({ eventId, eventTicketId }) {
  return JSON.stringify({
    data: {
      type: 'orders',
      attributes: {
        event_id: eventId,
        buyer: { name: 'Maria Papadopoulou', email: 'maria@example.com' },
        lines: [{ event_ticket_id: eventTicketId, quantity: 1 }],
        consent: true,
      },
    },
  })
}

function completedOrders(sqlitePath, eventId) {
  const db = new Database(sqlitePath, { readonly: true })
  try {
    return db
      .prepare(`select count(*) as n from orders where event_id = ? and status = 'completed'`)
      .get(eventId).n
  } finally {
    db.close()
  }
}

export async function run() {
  const api = await startApi(UNLIMITED_RATES)
  try {
    const event = await seedEvent(api.url)
    const idleUrl = `${api.url}/api/v1/health`
    const orders = {
      name: 'orders',
      url: `${api.url}/api/v1/orders`,
      method: 'POST',
      headers: { 'Content-Type': JSON_API, Accept: JSON_API },
      body: orderBody(event),
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'Idempotency-Key': randomUUID() },
      }),
      idleUrl,
      pid: api.pid,
    }
    const targets = [{ name: 'health', url: idleUrl, idleUrl, pid: api.pid }, orders]
    const results = await measureTargets(targets, {
      repetitions: REPETITIONS,
      duration: DURATION,
      warmup: WARMUP,
    })
    // Counted before the raw loop, whose orders go to the same event.
    const completed = completedOrders(api.sqlitePath, event.eventId)
    const raw = []
    for (let i = 0; i < REPETITIONS; i++)
      raw.push(rawOrdersPerSecond(api.sqlitePath, event, RAW_SECONDS))
    const rawRps = median(raw)
    const show = results.orders.median
    return {
      runs: REPETITIONS,
      setup: {
        ...loadSetup({ duration: DURATION, warmup: WARMUP }),
        rawLoopSeconds: RAW_SECONDS,
        database: 'sqlite',
        order: 'one unit of a free, unlimited ticket on a virtual event of unlimited capacity',
      },
      targets: results,
      rawGuardedInserts: { median: rawRps, runs: raw },
      ratios: { ordersToRawLoop: Number((show.rps / rawRps).toFixed(3)) },
      completedOrdersThroughApi: completed,
      loadAverage: (await import('node:os')).loadavg().map((n) => Number(n.toFixed(2))),
      budgets: [
        budget('POST /orders completed orders per second', show.rps, 500, 'orders/s', {
          atLeast: true,
        }),
        budget('POST /orders p99 at 100 connections', show.p99, 200, 'ms'),
        budget('POST /orders responses over 1 s, all runs', results.orders.over1s, 0, 'responses'),
      ],
    }
  } finally {
    await api.stop()
  }
}
