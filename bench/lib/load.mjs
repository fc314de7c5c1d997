// HTTP load with autocannon (closed loop: `connections` clients, each sending its next request when
// the last one is answered, no pipelining), and a bare node:http baseline server.
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { freePort, median } from './measure.mjs'

/** One autocannon run; any error, timeout or non-2xx answer fails it (latency would be meaningless). */
export async function load(target, { connections = 100, duration }) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    pipelining: 1,
    duration,
  })
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
  }
}

/**
 * Warms every target up, then measures them round-robin `repetitions` times (so a burst of load from
 * elsewhere on the machine falls on all of them alike) and keeps the median of each figure.
 */
export async function measureTargets(targets, { repetitions, duration, warmup }) {
  for (const target of targets) await load(target, { duration: warmup })
  const runs = new Map(targets.map((target) => [target.name, []]))
  for (let i = 0; i < repetitions; i++) {
    for (const target of targets) {
      const run = await load(target, { duration })
      runs.get(target.name).push(run)
      console.log(
        `  ${target.name} #${i + 1}: p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.rps} req/s`,
      )
    }
  }
  return Object.fromEntries(
    targets.map((target) => {
      const series = runs.get(target.name)
      const pick = (key) => median(series.map((run) => run[key]))
      return [
        target.name,
        {
          url: target.url.replace(/^https?:\/\/[^/]+/, ''),
          median: {
            p50: pick('p50'),
            p90: pick('p90'),
            p99: pick('p99'),
            rps: Math.round(pick('rps')),
          },
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
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
