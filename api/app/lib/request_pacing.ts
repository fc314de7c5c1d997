import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

type Handler = (request: IncomingMessage, response: ServerResponse) => void
type Waiting = [IncomingMessage, ServerResponse]

/**
 * Starts the requests `handler` receives one per turn of the event loop (docs/ARCHITECTURE.md
 * "Runtime", connections under load).
 *
 * Node 20's libuv accepts one new connection per turn of the loop (`uv__server_io` calls `accept`
 * once per readiness event). Served as they arrive, every request read in a turn runs in that turn:
 * with 100 busy connections a turn lasts 100 requests (about 200 ms of orders), and a connection
 * still waiting in the kernel's accept queue is taken one per such turn, so the hundredth waited
 * seconds for its first answer while every later request on an accepted connection was quick.
 * Started one per turn, a turn lasts one request and connections are accepted as fast as requests
 * are served. The first request of a connection starts before those of connections already
 * served: it has waited in the accept queue already, so it is older than they are. The cost is one
 * more turn of the loop per request (an `epoll_wait` that does not block, a few microseconds). A
 * request whose client went away while it waited is not started.
 */
export function pacedHandler(handler: Handler): Handler {
  const firsts: Waiting[] = []
  const others: Waiting[] = []
  const served = new WeakSet<Socket>()
  let scheduled = false
  const startNext = () => {
    const next = firsts.shift() ?? others.shift()
    if (firsts.length || others.length) setImmediate(startNext)
    else scheduled = false
    if (next && !next[0].socket.destroyed) handler(...next)
  }
  return (request, response) => {
    const first = !served.has(request.socket)
    served.add(request.socket)
    ;(first ? firsts : others).push([request, response])
    if (scheduled) return
    scheduled = true
    setImmediate(startNext)
  }
}
