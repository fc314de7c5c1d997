// The public event read under load (autocannon, 100 connections, no pipelining) on the built API
// with ~200 seeded events, one of them published: `GET /api/v1/public/events/{hash_code}` (no
// account, no ORM: docs/ARCHITECTURE.md "The public read path"), against a bare node:http server
// answering the same document in the same run. docs/BUDGETS.md: p99 ≤ 50 ms at 100 connections;
// its throughput is reported as a ratio of the baseline's.
import { startApi } from '../lib/api-server.mjs'
import { loadSetup, measureTargets, startBaseline } from '../lib/load.mjs'
import { budget, ratiosToBaseline } from '../lib/measure.mjs'
import { seedEvents } from '../lib/seed.mjs'

const EVENTS = 200
const REPETITIONS = 3
const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const WARMUP = 2
const JSON_API = 'application/vnd.api+json'

/** Publishes a seeded event (PATCH status public) and answers its hash code. */
async function publish(url, token, id) {
  const answer = await fetch(`${url}/api/v1/events/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, Accept: JSON_API, 'Content-Type': JSON_API },
    body: JSON.stringify({ data: { type: 'events', id, attributes: { status: 'public' } } }),
  })
  if (!answer.ok) throw new Error(`PATCH /events/${id}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()).data.attributes.hash_code
}

export async function run() {
  const api = await startApi()
  let baseline
  try {
    const { token, eventIds } = await seedEvents(api.url, EVENTS)
    const code = await publish(api.url, token, eventIds[Math.floor(eventIds.length / 2)])
    const url = `${api.url}/api/v1/public/events/${code}`
    const document = await (await fetch(url)).json()
    baseline = await startBaseline(document)
    const idleUrl = `${api.url}/api/v1/health`
    const targets = [
      { name: 'baseline', url: baseline.url, pid: baseline.pid },
      { name: 'health', url: idleUrl, idleUrl, pid: api.pid },
      { name: 'publicEvent', url, idleUrl, pid: api.pid },
    ]
    const results = await measureTargets(targets, {
      repetitions: REPETITIONS,
      duration: DURATION,
      warmup: WARMUP,
    })
    results.publicEvent.bodyBytes = JSON.stringify(document).length
    const ratios = ratiosToBaseline(results, ['health', 'publicEvent'])
    const show = results.publicEvent.median
    return {
      runs: REPETITIONS,
      setup: {
        ...loadSetup({ duration: DURATION, warmup: WARMUP }),
        seededEvents: eventIds.length,
        tickets: document.data.relationships.tickets.data.length,
        database: 'sqlite',
      },
      targets: results,
      baseline: results.baseline,
      ratios,
      budgets: [
        budget('GET /public/events/{code} p99 at 100 connections', show.p99, 50, 'ms'),
        budget(
          'GET /public/events/{code} responses over 1 s, all runs',
          results.publicEvent.over1s,
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
