// Lighthouse (the same audit as `lighthouse`: default mobile preset, Debian's Chromium, a new
// browser per run) on an organizer's public collection `/collections/{uuid}` and calendar
// `/calendar/{uuid}`, rendered by the built API, with 12 events of the demo organizer published
// and shown on both. Median of 3 runs per page against issue 12's budget: performance ≥ 90,
// accessibility 100.
import { loadavg } from 'node:os'
import { startApi } from '../lib/api-server.mjs'
import { budget, median } from '../lib/measure.mjs'
import { seedEvents, signIn } from '../lib/seed.mjs'
import { audit } from './lighthouse.mjs'

const RUNS = 3
const JSON_API = 'application/vnd.api+json'

async function showOnBoth(url, token, id) {
  const answer = await fetch(`${url}/api/v1/events/${id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, Accept: JSON_API, 'Content-Type': JSON_API },
    body: JSON.stringify({
      data: {
        type: 'events',
        id,
        attributes: { status: 'public', show_on_collection: true, show_on_calendar: true },
      },
    }),
  })
  if (!answer.ok) throw new Error(`publishing event ${id}: ${answer.status} ${await answer.text()}`)
}

async function organizerUuid(url) {
  const token = await signIn(url, 'organizer@tessera.test')
  const answer = await fetch(`${url}/api/v1/me`, { headers: { Authorization: `Bearer ${token}` } })
  return (await answer.json()).data.attributes.uuid
}

export async function run() {
  const api = await startApi()
  try {
    const { token, eventIds } = await seedEvents(api.url, 12)
    for (const id of eventIds) await showOnBoth(api.url, token, id)
    const uuid = await organizerUuid(api.url)
    const pages = {}
    const every = {}
    for (const kind of ['collections', 'calendar']) {
      const url = `${api.url}/${kind}/${uuid}`
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const loadAverage = Number(loadavg()[0].toFixed(1))
        runs.push({ loadAverage, ...(await audit(url)) })
      }
      every[kind] = runs
      const med = (key) => median(runs.map((one) => one[key]))
      pages[kind] = Object.fromEntries(
        [
          'performance',
          'accessibility',
          'best-practices',
          'seo',
          'lcpMs',
          'tbtMs',
          'cls',
          'loadAverage',
        ].map((key) => [key, med(key)]),
      )
      console.log(`  ${url}: ${JSON.stringify(pages[kind])}`)
      for (const one of runs)
        console.log(
          `    load ${one.loadAverage}: performance ${one.performance}, accessibility ${one.accessibility}, TBT ${Math.round(one.tbtMs)} ms (by CPU time ${one.cpuBlockingMs} ms), CLS ${one.cls.toFixed(3)}; failing: ${one.failing.join(', ') || 'none'}; shifts: ${one.layoutShifts.join(', ') || 'none'}; longest tasks: ${one.longTasks.join(', ') || 'none'}`,
        )
    }
    return {
      runs: RUNS,
      method:
        'lighthouse (npm) default mobile preset, simulated throttling, a new Chromium per run; median of each figure',
      median: pages,
      every,
      budgets: ['collections', 'calendar'].flatMap((kind) => [
        budget(`${kind} performance`, pages[kind].performance, 90, 'score', { atLeast: true }),
        budget(`${kind} accessibility`, pages[kind].accessibility, 100, 'score', { atLeast: true }),
      ]),
    }
  } finally {
    await api.stop()
  }
}
