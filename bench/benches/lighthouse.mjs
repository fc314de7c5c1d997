// Lighthouse (npm `lighthouse`, its default mobile preset: Moto G Power viewport, simulated slow 4G
// and 4× CPU) on a published event's public page /event/{code}, served rendered by the built API,
// in Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default; never a downloaded browser).
// Median of 3 runs of performance, accessibility, best practices, SEO, LCP, TBT and CLS against
// docs/BUDGETS.md "public event page".
// chrome-launcher is lighthouse's own dependency (installed with it).
import { loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startApi } from '../lib/api-server.mjs'
import { CHROMIUM_FLAGS } from '../lib/browser.mjs'
import { budget, median } from '../lib/measure.mjs'
import { publishEvent, seedEvents } from '../lib/seed.mjs'

const RUNS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
}
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/**
 * What the run's trace says of its largest paint: when the first and the largest contentful paint
 * were observed (unthrottled), the element, and the requests that had ended before that paint;
 * Lantern's LCP estimate counts each of those as needed by the paint, replayed at slow-4G speed
 * (its FCP estimate counts only requests of render-blocking priority).
 */
function paintTrace(lhr) {
  const observed = lhr.audits.metrics.details.items[0]
  const lcp = observed.observedLargestContentfulPaint
  const element = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]
  const requests = lhr.audits['network-requests'].details.items
  return {
    observedFcpMs: Math.round(observed.observedFirstContentfulPaint),
    observedLcpMs: Math.round(lcp),
    lcpElement: element?.node?.selector ?? null,
    endedBeforeLcp: requests
      .filter((request) => request.resourceType !== 'Document' && request.networkEndTime <= lcp)
      .map((request) => `${new URL(request.url).pathname} (${request.priority})`),
  }
}

/**
 * Blocking time after the first contentful paint from the trace's thread time (CPU time) rather
 * than its wall time: Lantern's TBT slows each observed task 4× and counts what passes 50 ms, so a
 * task stretched by other processes on a shared machine (load average ≫ cores) inflates it; the
 * same sum over each task's thread time is what a quiet machine would have observed.
 */
function cpuBlockingMs(trace) {
  const events = trace?.traceEvents ?? []
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === start?.pid)
  if (!start || !fcp) return null
  const blocking = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.name === 'RunTask')
    .filter((e) => e.ph === 'X' && e.ts >= fcp.ts)
    .map((e) => Math.max(0, ((e.tdur ?? e.dur) / 1000) * 4 - 50))
  return Math.round(blocking.reduce((sum, ms) => sum + ms, 0))
}

/**
 * Where a run's layout shift and blocking time come from: the elements that moved most (the
 * `layout-shifts` audit, each with its score) and the longest main-thread tasks (`long-tasks`,
 * simulated durations, each with the script it is attributed to).
 */
function culprits(lhr) {
  const shifts = lhr.audits['layout-shifts']?.details?.items ?? []
  const tasks = lhr.audits['long-tasks']?.details?.items ?? []
  const name = (url) => (URL.canParse(url) ? new URL(url).pathname.split('/').pop() : url)
  return {
    layoutShifts: shifts
      .slice(0, 3)
      .map((item) => `${item.score.toFixed(3)} ${item.node?.selector ?? 'unknown'}`),
    longTasks: [...tasks]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5)
      .map((item) => `${Math.round(item.duration)} ms ${name(item.url)}`),
  }
}

/** One Lighthouse run in a fresh Chromium: category scores (0–100) and metric values. */
export async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
  })
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    const scores = Object.fromEntries(
      CATEGORIES.map((name) => [name, Math.round(lhr.categories[name].score * 100)]),
    )
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id].numericValue]),
    )
    const failing = Object.values(lhr.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id)
    return {
      ...scores,
      ...metrics,
      cpuBlockingMs: cpuBlockingMs(artifacts.Trace),
      ...paintTrace(lhr),
      ...culprits(lhr),
      failing,
      warnings: lhr.runWarnings,
    }
  } finally {
    await chrome.kill()
  }
}

export async function run() {
  const api = await startApi()
  try {
    const { token, eventIds } = await seedEvents(api.url, 4)
    // The third seeded event is hybrid: venue, online link, two tickets.
    const url = api.url + (await publishEvent(api.url, token, eventIds[2]))
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const loadAverage = Number(loadavg()[0].toFixed(1))
      runs.push({ loadAverage, ...(await audit(url)) })
    }
    const med = (key) => median(runs.map((one) => one[key]))
    const result = Object.fromEntries(
      [...CATEGORIES, ...Object.keys(METRICS), 'cpuBlockingMs', 'loadAverage'].map((key) => [
        key,
        med(key),
      ]),
    )
    console.log(`  ${url}: ${JSON.stringify(result)}`)
    for (const one of runs)
      console.log(
        `  load ${one.loadAverage}: LCP ${Math.round(one.lcpMs)} ms, TBT ${Math.round(one.tbtMs)} ms (by CPU time ${one.cpuBlockingMs} ms) (observed FCP ${one.observedFcpMs}, LCP ${one.observedLcpMs}; ${one.lcpElement}); ended before it: ${one.endedBeforeLcp.join(', ') || 'none'}`,
      )
    return {
      runs: RUNS,
      url,
      method:
        'lighthouse (npm) default mobile preset, simulated throttling, a new Chromium per run; median of each figure',
      median: result,
      every: runs,
      budgets: [
        budget('performance', result.performance, 95, 'score', { atLeast: true }),
        budget('accessibility', result.accessibility, 100, 'score', { atLeast: true }),
        budget('best practices', result['best-practices'], 95, 'score', { atLeast: true }),
        budget('SEO', result.seo, 100, 'score', { atLeast: true }),
        budget('largest contentful paint', Math.round(result.lcpMs), 1500, 'ms'),
        budget('total blocking time', Math.round(result.tbtMs), 100, 'ms'),
        budget('cumulative layout shift', Number(result.cls.toFixed(3)), 0.05, ''),
      ],
    }
  } finally {
    await api.stop()
  }
}
