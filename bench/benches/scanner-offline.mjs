// The scanner's offline work in real Chromium (issue 11 budgets): loading an event's bundle of
// 10,000 attendees from IndexedDB and indexing it, as the scanner does on start, and the offline
// decision on one scanned link (`decideScan`: the URL, the Ed25519 signature with the event's
// public key, the code's SHA-256 against the entry). The page imports `shared/dist` and the
// libraries from node_modules; no API is needed. Figures unthrottled and with the CPU throttled 4×
// (a phone). Budgets (docs/BUDGETS.md): decision ≤ 20 ms, bundle load ≤ 1 s.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../lib/browser.mjs'
import { budget, median } from '../lib/measure.mjs'

const ATTENDEES = 10_000
const LOADS = 7
const DECISIONS = 25
const root = fileURLToPath(new URL('../../', import.meta.url))
const SERVED = ['shared/dist/', 'node_modules/@noble/ed25519/', 'node_modules/idb/build/']

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scanner bench</title>
<script type="importmap">{"imports": {"@noble/ed25519": "/node_modules/@noble/ed25519/index.js", "idb": "/node_modules/idb/build/index.js"}}</script>
<script type="module" src="/bench.js"></script></head><body></body></html>`

const BENCH_JS = `
import { etc, getPublicKeyAsync, signAsync, utils } from '@noble/ed25519'
import { openDB } from 'idb'
import { decideScan } from '/shared/dist/domain/check-in/check-in-decision.js'
import { codeHash } from '/shared/dist/domain/check-in/code-hash.js'
import { ticketCode, ticketCodeMessage } from '/shared/dist/domain/tickets/ticket-code.js'

const open = () => openDB('scanner-bench', 1, { upgrade: (db) => db.createObjectStore('bundles', { keyPath: 'event_id' }) })

window.prepare = async (count) => {
  const secret = utils.randomSecretKey()
  const fields = { eventId: '7', attendeeId: '1', random: 'AAAAAAAAAAAA' }
  const code = ticketCode(fields, await signAsync(ticketCodeMessage(fields), secret))
  const hash = await codeHash(code)
  const attendees = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1), code_hash: i === 0 ? hash : hash.slice(0, 56) + String(i).padStart(8, '0'),
    name: 'Attendee ' + (i + 1), ticket_name: 'Standard', quantity: 1 + (i % 3), checked_in_qty: 0,
    status: 'completed', payment_state: 'paid' }))
  const bundle = { event_id: '7', event_name: 'Bench', public_key: etc.bytesToHex(await getPublicKeyAsync(secret)),
    revision: 1, complete: true, attendees }
  const db = await open(); await db.put('bundles', bundle); db.close()
  window.url = 'https://tessera.example/ticket/' + code
}

// What the scanner does on start: open its database, read the event's one record, index it by id.
window.loadBundle = async () => {
  const start = performance.now()
  const db = await open()
  const bundle = await db.get('bundles', '7')
  window.byId = new Map(bundle.attendees.map((entry) => [entry.id, entry]))
  window.bundle = bundle
  db.close()
  return performance.now() - start
}

window.decide = async () => {
  const start = performance.now()
  const decision = await decideScan({ text: window.url, eventId: '7', publicKey: window.bundle.public_key,
    entryFor: (id) => window.byId.get(id) })
  if (!decision.ok) throw new Error('refused: ' + decision.reason)
  return performance.now() - start
}
`

function startPage() {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url, 'http://x').pathname
    if (path === '/' || path === '/bench.js') {
      response.writeHead(200, { 'Content-Type': path === '/' ? 'text/html' : 'text/javascript' })
      return response.end(path === '/' ? PAGE : BENCH_JS)
    }
    const file = normalize(join(root, path))
    const allowed = SERVED.some((prefix) => file.startsWith(join(root, prefix)))
    const body = allowed ? await readFile(file).catch(() => null) : null
    if (!body) return response.writeHead(404).end()
    response.writeHead(200, {
      'Content-Type': extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream',
    })
    response.end(body)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  )
}

async function measure(page, throttle) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const loads = []
  for (let i = 0; i < LOADS; i++) loads.push(await page.evaluate('window.loadBundle()'))
  const decisions = []
  for (let i = 0; i < DECISIONS; i++) decisions.push(await page.evaluate('window.decide()'))
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const round = (values) => values.map((value) => Math.round(value * 10) / 10)
  return {
    throttle,
    loadMs: round(loads),
    decisionMs: round(decisions),
    loadMedian: median(loads),
    decisionMedian: median(decisions),
  }
}

export async function run() {
  const server = await startPage()
  const browser = await launchChromium()
  try {
    const page = await (await browser.newContext()).newPage()
    await page.goto(server.url)
    await page.waitForFunction("typeof window.prepare === 'function'")
    await page.evaluate(`window.prepare(${ATTENDEES})`)
    const desktop = await measure(page, 1)
    const phone = await measure(page, 4)
    const show = (value) => Math.round(value * 10) / 10
    return {
      attendees: ATTENDEES,
      runs: [desktop, phone],
      budgets: [
        budget('offline decision, median, CPU 4× throttled', show(phone.decisionMedian), 20, 'ms'),
        budget(
          `bundle of ${ATTENDEES} loaded and indexed, median, CPU 4× throttled`,
          show(phone.loadMedian),
          1000,
          'ms',
        ),
        budget('offline decision, median, unthrottled', show(desktop.decisionMedian), 20, 'ms'),
        budget(
          `bundle of ${ATTENDEES} loaded and indexed, median, unthrottled`,
          show(desktop.loadMedian),
          1000,
          'ms',
        ),
      ],
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
