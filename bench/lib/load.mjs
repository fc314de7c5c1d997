// HTTP load with autocannon (closed loop: `connections` clients, each sending its next request when
// the last one is answered, no pipelining), and a bare node:http baseline server.
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { cpuMs } from './cpu.mjs'
import { waitUntilIdle } from './idle.mjs'
import { freePort, median } from './measure.mjs'

const CONNECTIONS = 100

/** A response slower than this is counted: the tail the budgets forbid ("no response waits seconds"). */
const SLOW_MS = 1000

/**
 * Counts the responses over SLOW_MS and, of those, the ones that were the first on their connection
 * (a slow first answer is a connection that waited to be accepted; a slow later one, a request that
 * waited for the event loop or the database).
 */
function countSlow(tracker) {
  const answered = new WeakSet()
  const slow = { over1s: 0, over1sFirstOnConnection: 0 }
  tracker.on('response', (client, _status, _bytes, responseTime) => {
    const first = !answered.has(client.conn)
    answered.add(client.conn)
    if (responseTime <= SLOW_MS) return
    slow.over1s++
    if (first) slow.over1sFirstOnConnection++
  })
  return slow
}

/**
 * One autocannon run; any error, timeout or non-2xx answer fails it (latency would be meaningless).
 * A target may send another `method` with a `body`, and change each request (`setupRequest`, e.g. a
 * header that must differ every time).
 */
export async function load(target, { connections = CONNECTIONS, duration }) {
  const tracker = autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.setupRequest ? { requests: [{ setupRequest: target.setupRequest }] } : {}),
    connections,
    pipelining: 1,
    duration,
  })
  const slow = countSlow(tracker)
  const result = await tracker
  const failures = result.errors + result.timeouts + result.non2xx
  if (failures)
    throw new Error(
      `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    )
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    rps: Math.round(result.requests.average),
    requests: result.requests.total,
    ...slow,
  }
}

/**
 * Loads the target once its server is idle (`target.idleUrl`) and waits until it is idle again:
 * `drainMs` is how long the server went on serving the run's last accepted requests, and
 * `cpuMsPerRequest` the CPU time its process (`target.pid`) spent from start to idle per request
 * it received (the responses, plus the one request per connection still in flight at the end).
 */
async function loadWhenIdle(target, options) {
  const idleUrl = target.idleUrl ?? target.url
  await waitUntilIdle(idleUrl)
  const cpuBefore = await cpuMs(target.pid)
  const run = await load(target, options)
  const drainMs = await waitUntilIdle(idleUrl)
  const cpuAfter = await cpuMs(target.pid)
  const received = run.requests + CONNECTIONS
  const cpuMsPerRequest =
    cpuBefore === null || cpuAfter === null
      ? null
      : Number(((cpuAfter - cpuBefore) / received).toFixed(3))
  return { ...run, drainMs, cpuMsPerRequest }
}

/** How `measureTargets` loads, as a result's `setup` reports it. */
export function loadSetup({ duration, warmup }) {
  return {
    connections: CONNECTIONS,
    pipelining: 1,
    durationSeconds: duration,
    warmupSeconds: warmup,
  }
}

/**
 * Warms every target up, then measures them round-robin `repetitions` times (so a burst of load from
 * elsewhere on the machine falls on all of them alike) and keeps the median of each figure. Every
 * run starts on an idle server, and the slow responses of all runs are summed.
 */
export async function measureTargets(targets, { repetitions, duration, warmup }) {
  for (const target of targets) await loadWhenIdle(target, { duration: warmup })
  const runs = new Map(targets.map((target) => [target.name, []]))
  for (let i = 0; i < repetitions; i++) {
    for (const target of targets) {
      const run = await loadWhenIdle(target, { duration })
      runs.get(target.name).push(run)
      console.log(
        `  ${target.name} #${i + 1}: p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.rps} req/s, ` +
          `${run.cpuMsPerRequest} ms CPU per request, ` +
          `${run.over1s} over 1 s (${run.over1sFirstOnConnection} first on their connection), ` +
          `idle ${run.drainMs} ms after the run`,
      )
    }
  }
  return Object.fromEntries(
    targets.map((target) => {
      const series = runs.get(target.name)
      const pick = (key) => median(series.map((run) => run[key]))
      const sum = (key) => series.reduce((total, run) => total + run[key], 0)
      return [
        target.name,
        {
          url: target.url.replace(/^https?:\/\/[^/]+/, ''),
          median: {
            p50: pick('p50'),
            p90: pick('p90'),
            p99: pick('p99'),
            rps: Math.round(pick('rps')),
            cpuMsPerRequest: series.some((run) => run.cpuMsPerRequest === null)
              ? null
              : pick('cpuMsPerRequest'),
          },
          over1s: sum('over1s'),
          over1sFirstOnConnection: sum('over1sFirstOnConnection'),
          runs: series,
        },
      ]
    }),
  )
}

const BASELINE_SERVER = `
const doc = JSON.parse(process.env.BASELINE_DOCUMENT)
require('node:http')
  .createServer((request, response) => {
    const body = JSON.stringify(doc)
    response.writeHead(200, {
      'content-type': 'application/vnd.api+json',
      'content-length': Buffer.byteLength(body),
    })
    response.end(body)
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'))
`

/** A bare node:http server in its own process answering `document` (serialised per request). */
export async function startBaseline(document) {
  const port = await freePort()
  const child = spawn(process.execPath, ['-e', BASELINE_SERVER], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      BASELINE_DOCUMENT: JSON.stringify(document),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)))
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
