import { connect, type AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import server from '@adonisjs/core/services/server'
import { useAccountsFixtures } from '#tests/helpers'

/**
 * What Node refuses before AdonisJS sees a request (an over-long URL or header block, a request it
 * cannot parse) and what the body parser refuses (a body over its limit) is answered with a
 * JSON:API error document, not a bare status line.
 */
function rawExchange(request: string): Promise<{ status: number; type: string; body: unknown }> {
  const { port, address } = server.getNodeServer()!.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const socket = connect(port, address)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head, body] = text.split('\r\n\r\n')
      resolve({
        status: Number(head.split(' ')[1]),
        type: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '',
        body: body ? JSON.parse(body) : undefined,
      })
    })
    socket.end(request)
  })
}

const refused = (status: number) => ({
  status,
  type: 'application/vnd.api+json',
  code: 'bad_request',
})

test.group('Bad input: HTTP limits', (group) => {
  useAccountsFixtures(group)

  test('an over-long URL or header block is 431 with a JSON:API document', async ({ assert }) => {
    for (const request of [
      `GET /api/v1/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const { status, type, body } = await rawExchange(request)
      const error = (body as { errors: { code: string; status: string }[] }).errors[0]
      assert.deepEqual({ status, type, code: error.code }, refused(431))
      assert.equal(error.status, '431')
    }
  })

  test('a request Node cannot parse is 400 with a JSON:API document', async ({ assert }) => {
    for (const request of [
      'NOT HTTP AT ALL\r\n\r\n',
      'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n',
      'GET /api/v1/health HTTP/1.1\r\nBad Header\r\n\r\n',
    ]) {
      const { status, type, body } = await rawExchange(request)
      const error = (body as { errors: { code: string }[] }).errors[0]
      assert.deepEqual({ status, type, code: error.code }, refused(400), request)
    }
  })

  test('a JSON body over the limit is 413 file_too_large with the limit', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/v1/login')
      .header('Content-Type', 'application/json')
      .unsafeJson(JSON.stringify({ email: 'x'.repeat(2_000_000) }))
    response.assertStatus(413)
    assert.equal(response.body().errors[0].code, 'file_too_large')
  })
})
