// The door's budgets (docs/BUDGETS.md "check-in"; issue 11), on the built API with SQLite:
// - scan → result online: `GET /api/v1/check-in/{code}` then `POST /api/v1/check-ins` (one person),
//   one scan after another as a scanner does, 200 scans over 20 real signed tickets of 10 each;
//   p50 / p95 / max, and the server's CPU time per scan (from /proc);
// - the offline bundle of 10,000 attendees: `GET /api/v1/events/{id}/check-in-bundle`, fetched,
//   `JSON.parse`d and checked with the shared zod schema, 5 times (the rows beyond the booked 20
//   are copies of them with other codes, written straight into the database);
// - the offline decision: the shared `decideScan` on a real ticket URL with the bundle's key and
//   entries, 500 times: CPU time per decision (the budget; other load barely changes it), p50 / p95.
// Baseline: `GET /api/v1/health` one after another in the same run.
import { randomBytes, randomUUID, createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { loadavg } from 'node:os'
import Database from 'better-sqlite3'
import { decideScan } from '@tessera/shared/domain/check-in/check-in-decision'
import { checkInBundleAttributes } from '@tessera/shared/schemas/check-in'
import { startApi } from '../lib/api-server.mjs'
import { cpuMs } from '../lib/cpu.mjs'
import { budget, median } from '../lib/measure.mjs'
import { signIn } from '../lib/seed.mjs'
import { seedEvent } from './orders.mjs'

const JSON_API = 'application/vnd.api+json'
const ORDERS = 20
const PARTY = 10
const BUNDLE_SIZE = 10_000
const BUNDLE_RUNS = 5
const DECISIONS = 500
const UNLIMITED_RATES = { ORDER_RATE_LIMIT: '1000000' }

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const round = (value) => Number(value.toFixed(2))
const summary = (values) => ({
  p50: round(median(values)),
  p95: round(percentile(values, 95)),
  max: round(Math.max(...values)),
})

/** `ORDERS` free orders of `PARTY` each through the API; answers their signed ticket codes. */
async function bookTickets(url, event) {
  const codes = []
  for (let i = 0; i < ORDERS; i++) {
    const answer = await fetch(`${url}/api/v1/orders`, {
      method: 'POST',
      headers: { 'Content-Type': JSON_API, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        data: {
          type: 'orders',
          attributes: {
            event_id: event.eventId,
            buyer: { name: `Guest ${i}`, email: `guest${i}@example.com` },
            lines: [{ event_ticket_id: event.eventTicketId, quantity: PARTY }],
            consent: true,
          },
        },
      }),
    })
    if (answer.status !== 201)
      throw new Error(`POST /orders: ${answer.status} ${await answer.text()}`)
    const { included } = await answer.json()
    codes.push(...included.map((attendee) => attendee.attributes.code))
  }
  return codes
}

/** Copies of the booked attendees, each with its own code, until the event has BUNDLE_SIZE. */
function fillAttendees(sqlitePath, eventId) {
  const db = new Database(sqlitePath)
  try {
    const rows = db.prepare('select * from attendees where event_id = ?').all(eventId)
    const columns = Object.keys(rows[0]).filter((column) => column !== 'id')
    const insert = db.prepare(
      `insert into attendees (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    )
    db.transaction(() => {
      for (let i = rows.length; i < BUNDLE_SIZE; i++) {
        const code = randomBytes(60).toString('base64url')
        const copy = { ...rows[i % rows.length], transaction_id: randomUUID(), code }
        copy.code_hash = createHash('sha256').update(code).digest('hex')
        copy.name = `Attendee ${i}`
        insert.run(...columns.map((column) => copy[column]))
      }
    })()
  } finally {
    db.close()
  }
}

async function timed(work) {
  const started = performance.now()
  const value = await work()
  return { ms: performance.now() - started, value }
}

async function scans(url, token, codes, pid) {
  const headers = { Authorization: `Bearer ${token}`, Accept: JSON_API }
  const times = []
  const cpuBefore = await cpuMs(pid)
  for (let i = 0; i < ORDERS * PARTY; i++) {
    const code = codes[i % codes.length]
    const { ms } = await timed(async () => {
      const lookup = await fetch(`${url}/api/v1/check-in/${code}`, { headers })
      const ticket = (await lookup.json()).data
      const answer = await fetch(`${url}/api/v1/check-ins`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': JSON_API },
        body: JSON.stringify({
          data: {
            type: 'check-ins',
            attributes: {
              attendee_id: ticket.id,
              quantity: 1,
              nonce: randomUUID(),
              scanned_at: new Date().toISOString(),
              gate: 'Bench',
            },
          },
        }),
      })
      if (answer.status !== 201) throw new Error(`POST /check-ins: ${answer.status}`)
      await answer.arrayBuffer()
    })
    times.push(ms)
  }
  const cpuAfter = await cpuMs(pid)
  const cpuMsPerScan = cpuBefore === null ? null : round((cpuAfter - cpuBefore) / times.length)
  return { ...summary(times), cpuMsPerScan }
}

async function bundles(url, token, eventId) {
  const times = []
  let bundle
  for (let i = 0; i < BUNDLE_RUNS; i++) {
    const { ms, value } = await timed(async () => {
      const answer = await fetch(`${url}/api/v1/events/${eventId}/check-in-bundle`, {
        headers: { Authorization: `Bearer ${token}`, Accept: JSON_API },
      })
      const text = await answer.text()
      const attributes = checkInBundleAttributes.parse(JSON.parse(text).data.attributes)
      return { attributes, bytes: text.length }
    })
    times.push(ms)
    bundle = value
  }
  const { attributes, bytes } = bundle
  return { ...summary(times), attendees: attributes.attendees.length, bytes, bundle: attributes }
}

async function decisions(url, bundle, code, eventId) {
  const entries = new Map(bundle.attendees.map((entry) => [entry.id, entry]))
  const input = {
    text: `${url}/ticket/${code}`,
    eventId: String(eventId),
    publicKey: bundle.public_key,
    entryFor: (id) => entries.get(id),
  }
  const times = []
  const cpuBefore = process.cpuUsage()
  for (let i = 0; i < DECISIONS; i++) times.push((await timed(() => decideScan(input))).ms)
  const cpu = process.cpuUsage(cpuBefore)
  return { ...summary(times), cpuMsPerDecision: round((cpu.user + cpu.system) / 1000 / DECISIONS) }
}

async function healthBaseline(url) {
  const times = []
  for (let i = 0; i < 200; i++) {
    times.push((await timed(() => fetch(`${url}/api/v1/health`).then((r) => r.arrayBuffer()))).ms)
  }
  return summary(times)
}

export async function run() {
  const api = await startApi(UNLIMITED_RATES)
  try {
    const event = await seedEvent(api.url)
    const token = await signIn(api.url, 'organizer@tessera.test')
    const codes = await bookTickets(api.url, event)
    fillAttendees(api.sqlitePath, event.eventId)
    const health = await healthBaseline(api.url)
    const scan = await scans(api.url, token, codes, api.pid)
    const { bundle, ...bundleTimes } = await bundles(api.url, token, event.eventId)
    const decision = await decisions(api.url, bundle, codes[0], event.eventId)
    return {
      setup: {
        orders: ORDERS,
        party: PARTY,
        scans: ORDERS * PARTY,
        bundleSize: BUNDLE_SIZE,
        database: 'sqlite',
      },
      targets: { health, scan, bundle: bundleTimes, decision },
      loadAverage: loadavg().map((n) => round(n)),
      budgets: [
        budget('scan to result (lookup + POST /check-ins) p95', scan.p95, 100, 'ms'),
        budget('offline bundle of 10,000 served and parsed, median', bundleTimes.p50, 1000, 'ms'),
        budget('offline decision, CPU time per decision', decision.cpuMsPerDecision, 20, 'ms', {
          note: 'p50 / p95 wall time beside it: they follow the machine load',
        }),
      ],
    }
  } finally {
    await api.stop()
  }
}
