// API latency and throughput under load (autocannon, 100 connections, no pipelining) on the built
// API with ~200 seeded events, against a bare node:http server answering a document of the same
// size in the same run (the baseline). docs/BUDGETS.md: management reads, `GET /events/{id}` ≥ 800
// req/s, p99 ≤ 250 ms, no response over 1 s; the public read's p99 ≤ 50 ms (benches/public-event.mjs)
// is applied to the management `GET /events/{id}` too, for comparison with earlier runs.
import { startApi } from '../lib/api-server.mjs'
import { loadSetup, measureTargets, startBaseline } from '../lib/load.mjs'
import { budget, ratiosToBaseline } from '../lib/measure.mjs'
import { seedEvents } from '../lib/seed.mjs'

const EVENTS = 200
const REPETITIONS = 3
// Four targets × three repetitions keep the whole run near two minutes; BENCH_DURATION overrides.
const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const WARMUP = 2
/** docs/BUDGETS.md, anchors: measured on this machine with 100 connections, no pipelining. */
const ANCHORS = { nodeHttpRps: 54_000, adonisRouterRps: 20_000 }

const ratio = (a, b) => Number((a / b).toPrecision(3))

export async function run() {
  const api = await startApi()
  let baseline
  try {
    const seedBegin = performance.now()
    const { token, eventIds } = await seedEvents(api.url, EVENTS)
    console.log(
      `  seeded ${eventIds.length} events in ${Math.round(performance.now() - seedBegin)} ms`,
    )
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' }
    const one = `${api.url}/api/v1/events/${eventIds[Math.floor(eventIds.length / 2)]}?include=category,tags,tickets,venues`
    const document = await (await fetch(one, { headers })).json()
    baseline = await startBaseline(document)
    // Each run waits until the server it loads is idle (bench/lib/idle.mjs).
    const idleUrl = `${api.url}/api/v1/health`
    const targets = [
      { name: 'baseline', url: baseline.url, pid: baseline.pid },
      { name: 'health', url: idleUrl, idleUrl, pid: api.pid },
      {
        name: 'eventsList',
        url: `${api.url}/api/v1/events?page[size]=10&include=category,tags`,
        headers,
        idleUrl,
        pid: api.pid,
      },
      { name: 'eventShow', url: one, headers, idleUrl, pid: api.pid },
    ]
    const sizes = {}
    for (const target of targets)
      sizes[target.name] = (
        await (await fetch(target.url, { headers: target.headers })).arrayBuffer()
      ).byteLength
    const results = await measureTargets(targets, {
      repetitions: REPETITIONS,
      duration: DURATION,
      warmup: WARMUP,
    })
    for (const [name, result] of Object.entries(results)) result.bodyBytes = sizes[name]
    const base = results.baseline.median
    const ratios = ratiosToBaseline(results, ['health', 'eventsList', 'eventShow'])
    const show = results.eventShow.median
    return {
      runs: REPETITIONS,
      setup: {
        ...loadSetup({ duration: DURATION, warmup: WARMUP }),
        seededEvents: eventIds.length,
        database: 'sqlite',
      },
      targets: results,
      baseline: results.baseline,
      ratios,
      anchors: {
        ...ANCHORS,
        healthRpsOfAdonisRouterAnchor: ratio(results.health.median.rps, ANCHORS.adonisRouterRps),
        baselineRpsOfNodeHttpAnchor: ratio(base.rps, ANCHORS.nodeHttpRps),
      },
      budgets: [
        budget('GET /events/{id} req/s (management reads)', show.rps, 800, 'req/s', {
          atLeast: true,
        }),
        budget('GET /events/{id} p99 (management reads)', show.p99, 250, 'ms'),
        budget(
          'GET /events/{id} responses over 1 s, all runs (no response waits seconds)',
          results.eventShow.over1s,
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
