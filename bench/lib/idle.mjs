// Waits until a server is idle: no earlier request still in flight and its event loop quiet. When a
// load run ends, autocannon closes its sockets but the server still serves what it had accepted or
// had waiting in its accept queue; the next run's fresh connections would queue behind that backlog.
import { request } from 'node:http'

/** A probe answered within this many milliseconds finds the event loop free. */
const QUIET_MS = 15
/** Consecutive quiet probes that make the server idle. */
const QUIET_PROBES = 5
const PROBE_GAP_MS = 20
const GIVE_UP_MS = 60_000

/** One GET on a fresh connection (it goes through the accept queue too); its duration in ms. */
function probe(url) {
  const begin = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(performance.now() - begin))
    })
    req.on('error', reject)
    req.end()
  })
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Probes `url` until QUIET_PROBES answers in a row each take under QUIET_MS; returns how long
 * that took (the drain of the previous run's backlog, plus the probes themselves).
 */
export async function waitUntilIdle(url) {
  const begin = performance.now()
  let quiet = 0
  while (quiet < QUIET_PROBES) {
    if (performance.now() - begin > GIVE_UP_MS)
      throw new Error(`${url} did not become idle within ${GIVE_UP_MS / 1000} s`)
    quiet = (await probe(url)) < QUIET_MS ? quiet + 1 : 0
    await pause(PROBE_GAP_MS)
  }
  return Math.round(performance.now() - begin)
}
