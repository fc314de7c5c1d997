// The guest list of a big event (issue 11, docs/BUDGETS.md): an event with 100,000 attendees
// (25,000 bookings of 4, seeded with set-based SQL), its first page `GET /events/{id}/attendees`
// read 200 times one after another (p50/p95, server CPU per request), and its CSV export
// `GET /events/{id}/attendees.csv` streamed 3 times (time to the last byte, rows, the server's RSS
// sampled every 20 ms). Baseline: `GET /api/v1/health` read the same way in the same run.
import { readFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { startApi } from '../lib/api-server.mjs'
import { cpuMs } from '../lib/cpu.mjs'
import { seedGuests } from '../lib/guest-seed.mjs'
import { budget, median } from '../lib/measure.mjs'
import { seedEvents } from '../lib/seed.mjs'

const BOOKINGS = 25_000
const PER_BOOKING = 4
const PAGE_READS = 200
const EXPORTS = 3

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]

async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

/** `reads` sequential GETs of `url`: latency percentiles and the server's CPU per request. */
async function timeReads(url, headers, pid, reads) {
  const times = []
  const cpuBefore = await cpuMs(pid)
  for (let i = 0; i < reads; i++) {
    const start = performance.now()
    const answer = await fetch(url, { headers })
    await answer.arrayBuffer()
    if (!answer.ok) throw new Error(`GET ${url}: ${answer.status}`)
    times.push(performance.now() - start)
  }
  const cpu = ((await cpuMs(pid)) - cpuBefore) / reads
  const round = (value) => Number(value.toFixed(2))
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(Math.max(...times)),
    cpuMsPerRequest: round(cpu),
  }
}

/** One streamed export: seconds to the last byte, lines, bytes, and the server's RSS meanwhile. */
async function timeExport(url, headers, pid) {
  const before = await rssMb(pid)
  const cpuBefore = await cpuMs(pid)
  let peak = before
  const sampler = setInterval(async () => (peak = Math.max(peak, await rssMb(pid))), 20)
  const start = performance.now()
  const answer = await fetch(url, { headers })
  let bytes = 0
  let lines = 0
  for await (const chunk of answer.body) {
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines++
  }
  const seconds = (performance.now() - start) / 1000
  clearInterval(sampler)
  const cpuSeconds = ((await cpuMs(pid)) - cpuBefore) / 1000
  return {
    cpuSeconds,
    seconds: Number(seconds.toFixed(2)),
    lines,
    bytes,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
  }
}

export async function run() {
  const api = await startApi()
  try {
    const { token, eventIds } = await seedEvents(api.url, 1)
    const eventId = eventIds[0]
    const seedStart = performance.now()
    const attendees = seedGuests(api.sqlitePath, eventId, {
      orders: BOOKINGS,
      perOrder: PER_BOOKING,
    })
    const seedSeconds = (performance.now() - seedStart) / 1000
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' }
    const list = `${api.url}/api/v1/events/${eventId}/attendees`
    // The seeding took longer than the server keeps an idle connection: the first request after it
    // may meet a connection the server is closing, so it is sent again once.
    const first = await (
      await fetch(list, { headers }).catch(() => fetch(list, { headers }))
    ).json()
    await timeReads(`${api.url}/api/v1/health`, headers, api.pid, 20)
    const health = await timeReads(`${api.url}/api/v1/health`, headers, api.pid, PAGE_READS)
    const firstPage = await timeReads(list, headers, api.pid, PAGE_READS)
    const filtered = await timeReads(
      `${list}?filter[payment]=paid&filter[check_in]=partial&sort=-checked_in_qty`,
      headers,
      api.pid,
      50,
    )
    const searched = await timeReads(`${list}?filter[search]=katerina`, headers, api.pid, 50)
    const exports = []
    for (let i = 0; i < EXPORTS; i++)
      exports.push(await timeExport(`${list}.csv`, headers, api.pid))
    const exportSeconds = median(exports.map((run) => run.seconds))
    const growth = Math.max(...exports.map((run) => run.rssPeakMb - run.rssBeforeMb))
    return {
      runs: PAGE_READS,
      setup: {
        attendees,
        bookings: BOOKINGS,
        seedSeconds: Number(seedSeconds.toFixed(1)),
        database: 'sqlite',
        total: first.meta.page.total,
        counts: first.meta.counts,
      },
      targets: { health, firstPage, filtered, searched, exports },
      baseline: health,
      budgets: [
        budget('guest list first page p95 (100,000 attendees)', firstPage.p95, 50, 'ms'),
        budget('CSV export of 100,000 attendees, to the last byte (median)', exportSeconds, 5, 's'),
        budget('server RSS growth during the export (flat memory)', growth, 64, 'MB'),
      ],
    }
  } finally {
    await api.stop()
  }
}
