// Small helpers every benchmark uses: the median of a series, a free loopback port, a budget check.
import { createServer } from 'node:net'

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const listens = (port) =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(null))
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address()
      server.close(() => resolve(bound))
    })
  })

/**
 * A free loopback port: any the system gives, or the first free one of BENCH_PORTS=<from>-<to> when
 * set (on shared machines where each person has a range of ports).
 */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '')
  if (!range) return listens(0)
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (freePort.taken.has(port)) continue
    if ((await listens(port)) !== null) {
      freePort.taken.add(port)
      return port
    }
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`)
}
freePort.taken = new Set()

/** One budget line of a result: `value` against `budget` (at most, unless `atLeast`). */
export function budget(what, value, limit, unit, { atLeast = false, note } = {}) {
  return {
    what,
    value,
    budget: limit,
    unit,
    pass: atLeast ? value >= limit : value <= limit,
    ...(note ? { note } : {}),
  }
}

const ratio = (a, b) => Number((a / b).toPrecision(3))

/** Each named target's req/s and p99 as ratios of the baseline's (ratios compare across machines). */
export function ratiosToBaseline(results, names) {
  const base = results.baseline.median
  return Object.fromEntries(
    names.map((name) => {
      const { rps, p99 } = results[name].median
      return [name, { rpsOfBaseline: ratio(rps, base.rps), p99OverBaseline: ratio(p99, base.p99) }]
    }),
  )
}
