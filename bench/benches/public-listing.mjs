// An organizer's public collection and calendar under load (autocannon, 100 connections, no
// pipelining) on the built API, the organizer having 1,000 published events shown on both lists
// (40 seeded through the API, copied week after week in SQL): `GET
// /api/v1/public/organizers/{uuid}/events` (the first page, and a month), `/calendar` (the current
// month's window), against a bare node:http server answering the collection's document in the same
// run. docs/BUDGETS.md (issue 12): p99 ≤ 50 ms at 100 connections; CPU ms per request and the load
// average are reported beside it (the machine is shared).
import { loadavg } from 'node:os'
import { startApi } from '../lib/api-server.mjs'
import { seedListedEvents } from '../lib/listing-seed.mjs'
import { loadSetup, measureTargets, startBaseline } from '../lib/load.mjs'
import { budget, ratiosToBaseline } from '../lib/measure.mjs'
import { seedEvents } from '../lib/seed.mjs'

const API_EVENTS = 40
const EVENTS = 1000
const REPETITIONS = 3
const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const WARMUP = 2
const JSON_API = 'application/vnd.api+json'

async function organizerOf(url, token) {
  const answer = await fetch(`${url}/api/v1/me`, {
    headers: { Authorization: `Bearer ${token}`, Accept: JSON_API },
  })
  const { data } = await answer.json()
  return { id: Number(data.id), uuid: data.attributes.uuid }
}

/** The current month as the month picker sends it (wall times, read in each event's zone). */
function thisMonth(now = new Date()) {
  const pad = (n) => String(n).padStart(2, '0')
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1]
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${pad(month)}-01 00:00:00,${year}-${pad(month)}-${pad(last)} 23:59:59`
}

/** The calendar's month window as FullCalendar asks it: instants around the month. */
function calendarWindow(now = new Date()) {
  const [year, month] = [now.getUTCFullYear(), now.getUTCMonth()]
  const from = new Date(Date.UTC(year, month, 1) - 6 * 86_400_000).toISOString()
  const to = new Date(Date.UTC(year, month + 1, 1) + 6 * 86_400_000).toISOString()
  return `${from},${to}`
}

export async function run() {
  const api = await startApi()
  let baseline
  const loadBefore = loadavg()
  try {
    const { token } = await seedEvents(api.url, API_EVENTS)
    const organizer = await organizerOf(api.url, token)
    const events = seedListedEvents(api.sqlitePath, organizer.id, EVENTS)
    const base = `${api.url}/api/v1/public/organizers/${organizer.uuid}`
    const query = (filter) => new URLSearchParams({ 'filter[start_at]': filter }).toString()
    const collection = `${base}/events`
    const month = `${base}/events?${query(thisMonth())}`
    const calendar = `${base}/calendar?${query(calendarWindow())}`
    const document = await (await fetch(collection)).json()
    const calendarDocument = await (await fetch(calendar)).json()
    baseline = await startBaseline(document)
    const idleUrl = `${api.url}/api/v1/health`
    const targets = [
      { name: 'baseline', url: baseline.url, pid: baseline.pid },
      { name: 'health', url: idleUrl, idleUrl, pid: api.pid },
      { name: 'collection', url: collection, idleUrl, pid: api.pid },
      { name: 'collectionMonth', url: month, idleUrl, pid: api.pid },
      { name: 'calendar', url: calendar, idleUrl, pid: api.pid },
    ]
    const results = await measureTargets(targets, {
      repetitions: REPETITIONS,
      duration: DURATION,
      warmup: WARMUP,
    })
    results.collection.bodyBytes = JSON.stringify(document).length
    results.calendar.bodyBytes = JSON.stringify(calendarDocument).length
    results.calendar.events = calendarDocument.data.length
    const ratios = ratiosToBaseline(results, [
      'health',
      'collection',
      'collectionMonth',
      'calendar',
    ])
    const p99 = (name) => results[name].median.p99
    const over1s = (name) => results[name].over1s
    return {
      runs: REPETITIONS,
      setup: {
        ...loadSetup({ duration: DURATION, warmup: WARMUP }),
        organizerEvents: events,
        collectionTotal: document.meta.page.total,
        database: 'sqlite',
        loadAverage: { before: loadBefore, after: loadavg() },
      },
      targets: results,
      baseline: results.baseline,
      ratios,
      budgets: [
        budget(
          'GET /public/organizers/{uuid}/events p99 at 100 connections',
          p99('collection'),
          50,
          'ms',
        ),
        budget('… with a month filter, p99', p99('collectionMonth'), 50, 'ms'),
        budget(
          'GET /public/organizers/{uuid}/calendar p99 at 100 connections',
          p99('calendar'),
          50,
          'ms',
        ),
        budget(
          'public lists: responses over 1 s, all runs',
          over1s('collection') + over1s('collectionMonth') + over1s('calendar'),
          0,
          'responses',
        ),
      ],
    }
  } finally {
    await baseline?.stop()
    await api.stop()
  }
}
