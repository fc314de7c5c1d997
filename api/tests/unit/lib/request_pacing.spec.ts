import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import { createApiServer } from '#lib/http_server'

const BUSY = 10
const ARRIVING = 30

/**
 * The client, in its own process: BUSY keep-alive connections that send their next request as soon
 * as the last is answered, then, once each has been answered once, ARRIVING new connections at
 * the same moment, one request each (marked `x-arriving`). It exits when those are answered.
 */
const CLIENT = `
const net = require('node:net')
const port = Number(process.argv[1])
const request = (arriving) =>
  'GET / HTTP/1.1\\r\\nHost: x\\r\\n' + (arriving ? 'x-arriving: 1\\r\\n' : '') + '\\r\\n'
let warm = 0
let answered = 0
const busy = []
for (let i = 0; i < ${BUSY}; i++) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(request(false)))
  busy.push(socket)
  let first = true
  socket.on('data', () => {
    socket.write(request(false))
    if (first && ++warm === ${BUSY}) arrive()
    first = false
  })
}
function arrive() {
  for (let i = 0; i < ${ARRIVING}; i++) {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request(true)))
    socket.on('data', () => {
      socket.destroy()
      if (++answered === ${ARRIVING}) {
        busy.forEach((s) => s.destroy())
        process.exit(0)
      }
    })
  }
}
`

test.group('createApiServer under load', () => {
  test('connections arriving at a busy server are answered within a few requests, not one turn of every connection each', async ({
    assert,
  }) => {
    let served = 0
    const waitedFor: number[] = []
    const server = createApiServer((request, response) => {
      // Each request costs 2 ms of the event loop, like an order
      const end = performance.now() + 2
      while (performance.now() < end);
      if (request.headers['x-arriving']) waitedFor.push(served)
      served++
      response.end('ok')
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const client = spawn(process.execPath, ['-e', CLIENT, String(port)], { stdio: 'inherit' })
    const [code] = await once(client, 'exit')
    server.closeAllConnections()
    server.close()
    assert.equal(code, 0)
    assert.lengthOf(waitedFor, ARRIVING)
    // Paced, a turn is one request and accepts one connection, so the last arrival waits for about
    // one request per arrival before it. Without pacing, Node accepts one connection per turn and
    // every turn serves all busy connections: the last one waited about ARRIVING × BUSY (287).
    const started = waitedFor[0]!
    const last = Math.max(...waitedFor) - started
    assert.isBelow(last, ARRIVING * 2, `the last arrival waited for ${last} requests`)
  }).timeout(30_000)
})
