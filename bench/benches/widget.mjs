// The booking widget on a host page of another loopback origin, in real Chromium: the JavaScript
// of its first load (every script until network idle, each gzipped at level 9, summed) and what its
// first click adds (the modal); with the CPU throttled 4×, the main thread's blocking time (long
// tasks beyond 50 ms), the layout shift while the element upgrades and each step change's click to
// its next paint (Event Timing). Budgets (docs/BUDGETS.md, "widget first load"): ≤ 15 kB gzip JS,
// ≤ 50 ms blocking, no layout shift, step change to paint ≤ 50 ms.
import { createServer } from 'node:http'
import { startApi } from '../lib/api-server.mjs'
import { isolatedContext, kB, launchChromium, recordScripts, sum } from '../lib/browser.mjs'
import { budget, median } from '../lib/measure.mjs'
import { publishEvent, seedEvents } from '../lib/seed.mjs'

const RUNS = 3
const FIRST_LOAD_BUDGET_KB = 15
const BLOCKING_BUDGET_MS = 50
const STEP_PAINT_BUDGET_MS = 50
// Event Timing reports no interaction shorter than this: a step change that reports none took less.
const EVENT_TIMING_FLOOR_MS = 16

// Counts long tasks and layout shifts from the start of the page, and each click's input-to-paint.
const HOST_JS = `window.blocking = 0; window.shift = 0; window.clicks = []
new PerformanceObserver((list) => { for (const task of list.getEntries()) window.blocking += Math.max(0, task.duration - 50) }).observe({ type: 'longtask', buffered: true })
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.shift += entry.value }).observe({ type: 'layout-shift', buffered: true })
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (entry.name === 'click') window.clicks.push(entry.duration) }).observe({ type: 'event', durationThreshold: ${EVENT_TIMING_FLOOR_MS} })`

const RESERVED =
  'tessera-booking:not(:defined) { display: inline-block; vertical-align: middle; min-width: 9rem; min-height: 2.75rem }'

/** An organizer's page with the Embed dialog's snippet, on its own loopback origin. */
async function startHostPage(apiUrl, code) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<link rel="stylesheet" href="/host.css"><script src="/host.js"></script>
<script type="module" src="${apiUrl}/widget/tessera-booking.js"></script></head>
<body><h1>An organizer's site</h1><p>Book below.</p>
<tessera-booking event="${code}"></tessera-booking><p>More of the page.</p></body></html>`
  const files = {
    '/host.js': ['text/javascript', HOST_JS],
    // The recipe of docs/API.md: the button's place reserved before the script arrives.
    '/host.css': ['text/css', RESERVED],
  }
  const server = createServer((request, response) => {
    // `/bare`: the same page without the snippet's script, the baseline of the blocking time.
    const page =
      request.url === '/bare' ? html.replace(/<script type="module"[^>]*><\/script>/, '') : html
    const [type, body] = files[request.url] ?? ['text/html', page]
    response.writeHead(200, { 'Content-Type': type })
    response.end(body)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** The host page's own blocking time at 4× CPU, without the widget. */
async function bareBlocking(browser, hostUrl) {
  const context = await isolatedContext(browser)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${hostUrl}bare`, { waitUntil: 'networkidle' })
    return await page.evaluate(() => globalThis.blocking)
  } finally {
    await context.close()
  }
}

/**
 * A click's input to its next paint (Event Timing's duration: handlers, render and paint), once
 * `shown` is visible; the floor when the browser reported no interaction that long.
 */
async function clickToPaint(page, button, shown) {
  const before = await page.evaluate(() => globalThis.clicks.length)
  await button.click()
  await shown.waitFor()
  const reported = await page
    .waitForFunction((n) => globalThis.clicks.length > n && globalThis.clicks.at(-1), before, {
      timeout: 1000,
    })
    .then((handle) => handle.jsonValue())
    .catch(() => null)
  return reported ?? EVENT_TIMING_FLOOR_MS
}

/** Tickets → Registration → Book Me In with one ticket chosen: each Next's click to paint. */
async function stepChanges(page) {
  const dialog = page.getByRole('dialog')
  await dialog
    .getByRole('button', { name: /^More / })
    .first()
    .click()
  const next = dialog.getByRole('button', { name: 'Next' })
  const toRegistration = await clickToPaint(page, next, dialog.getByLabel('Name *'))
  await dialog.getByLabel('Name *').fill('Bench Visitor')
  await dialog.getByLabel('Email *').fill('visitor@example.org')
  // A hybrid event's attendee chooses In person or Virtual.
  const attendance = dialog.getByLabel('Attendance *')
  if (await attendance.count()) await attendance.selectOption({ label: 'Virtual' })
  const toBook = await clickToPaint(page, next, dialog.getByRole('heading', { name: 'Book Me In' }))
  return [toRegistration, toBook]
}

/** One load in a new context (empty cache), 4× CPU throttling: scripts, blocking, shift, click. */
async function load(browser, hostUrl, apiOrigin) {
  const context = await isolatedContext(browser)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const first = recordScripts(page)
    await page.goto(hostUrl)
    await page.getByRole('button', { name: 'Book' }).waitFor()
    const firstFiles = (await first.settle()).filter((file) => file.url !== '/host.js')
    const { blocking, shift } = await page.evaluate(() => ({
      blocking: globalThis.blocking,
      shift: globalThis.shift,
    }))
    const click = recordScripts(page)
    await page.getByRole('button', { name: 'Book' }).click()
    await page.getByRole('dialog').waitFor()
    const clickFiles = await click.settle()
    const steps = await stepChanges(page)
    const fromApi = firstFiles.every((file) => file.url.startsWith('/widget/'))
    if (!fromApi || !apiOrigin) throw new Error('the first load fetched a script outside /widget/')
    return {
      firstGzip: sum(firstFiles),
      firstRaw: sum(firstFiles, 'bytes'),
      firstFiles: firstFiles.map(({ name, gzip }) => ({ name, gzipKB: kB(gzip) })),
      clickGzip: sum(clickFiles),
      clickFiles: clickFiles.map(({ name, gzip }) => ({ name, gzipKB: kB(gzip) })),
      blocking,
      shift,
      stepPaint: Math.max(...steps),
    }
  } finally {
    await context.close()
  }
}

export async function run() {
  const api = await startApi()
  const browser = await launchChromium()
  let host
  try {
    const { token, eventIds } = await seedEvents(api.url, 3)
    const code = (await publishEvent(api.url, token, eventIds[2])).split('/').pop()
    host = await startHostPage(api.url, code)
    const runs = []
    const bare = []
    for (let i = 0; i < RUNS; i++) {
      runs.push(await load(browser, host.url, api.url))
      bare.push(await bareBlocking(browser, host.url))
    }
    const firstKB = kB(median(runs.map((r) => r.firstGzip)))
    const clickKB = kB(median(runs.map((r) => r.clickGzip)))
    const withWidget = Math.round(median(runs.map((r) => r.blocking)))
    const baseline = Math.round(median(bare))
    const blocking = Math.max(0, withWidget - baseline)
    const shift = median(runs.map((r) => r.shift))
    const stepPaint = median(runs.map((r) => r.stepPaint))
    console.log(`  first load ${firstKB} kB gzip JS; first click adds ${clickKB} kB gzip`)
    console.log(
      `  4× CPU: ${withWidget} ms blocking with the widget, ${baseline} ms without; layout shift ${shift}; step change to paint ${stepPaint} ms`,
    )
    return {
      runs: RUNS,
      method:
        'host page on another loopback origin, new context per load (empty cache), 4× CPU throttling; every script response until network idle, each body gzip level 9, summed; long tasks (beyond 50 ms) and layout shifts observed from the start of the page; step change to paint: Event Timing duration of each Next click (the slower of the two per load; 16 ms when none was reported)',
      firstLoad: {
        gzipKB: firstKB,
        rawKB: kB(median(runs.map((r) => r.firstRaw))),
        files: runs[0].firstFiles,
      },
      firstClick: { gzipKB: clickKB, files: runs[0].clickFiles },
      blockingMs: { withWidget, withoutWidget: baseline, widget: blocking },
      layoutShift: shift,
      stepPaintMs: stepPaint,
      budgets: [
        budget('widget first-load JS', firstKB, FIRST_LOAD_BUDGET_KB, 'kB gzip'),
        budget(
          'main-thread blocking the widget adds at 4× CPU',
          blocking,
          BLOCKING_BUDGET_MS,
          'ms',
        ),
        budget('layout shift when the element upgrades', shift, 0, 'CLS'),
        budget('step change to paint at 4× CPU', stepPaint, STEP_PAINT_BUDGET_MS, 'ms'),
      ],
    }
  } finally {
    await host?.stop()
    await browser.close()
    await api.stop()
  }
}
