import type { AddressInfo } from 'node:net'
import { test } from '@japa/runner'
import server from '@adonisjs/core/services/server'
import { MEGABYTE } from '@tessera/shared/domain/uploads/rules'
import { countRows, firstError, useAccountsFixtures } from '#tests/helpers'
import { organizerWithEvent } from '#tests/fixtures/event_tickets'
import { pdf, png, storedKeys, useFakeDrive } from '#tests/fixtures/files'

/** A raw request, for bodies no client library would send. */
async function raw(path: string, token: string, contentType: string | null, body: string | Buffer) {
  const { port } = server.getNodeServer()!.address() as AddressInfo
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  if (contentType) headers['Content-Type'] = contentType
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers, body })
  const answer = (await response.json()) as {
    errors: { code: string; detail: string; source?: { pointer?: string } }[]
  }
  return { status: response.status, type: response.headers.get('content-type'), body: answer }
}

const part = (headers: string, content: string) => `--b0und\r\n${headers}\r\n\r\n${content}\r\n`

test.group('Uploads: limits and malformed bodies', (group) => {
  useAccountsFixtures(group)
  useFakeDrive(group)

  test('an image over 5 MB is refused with 413 and the limit', async ({ client, assert }) => {
    const { token, event } = await organizerWithEvent()
    const bytes = Buffer.concat([await png(10, 10), Buffer.alloc(5 * MEGABYTE)])
    const response = await client
      .post(`/api/v1/uploads/events/${event.id}/images`)
      .bearerToken(token)
      .file('attachment', bytes, { filename: 'big.png' })
    response.assertStatus(413)
    assert.equal(firstError(response.body()).code, 'file_too_large')
    assert.equal(firstError(response.body()).detail, 'The file is too large (at most 5 MB).')
    assert.equal(firstError(response.body()).source?.pointer, '/data/attributes/attachment')
    assert.equal(await countRows('assets'), 0)
    assert.deepEqual(await storedKeys(), [])
  })

  test('a body over the 60 MB upload limit is answered 413 as JSON:API, not a reset', async ({
    assert,
  }) => {
    const { token, event } = await organizerWithEvent()
    const body = Buffer.concat([
      Buffer.from(
        part(
          'Content-Disposition: form-data; name="attachment"; filename="huge.pdf"\r\nContent-Type: application/pdf',
          '',
        ),
      ),
      pdf(),
      Buffer.alloc(61 * MEGABYTE),
      Buffer.from('\r\n--b0und--\r\n'),
    ])
    const response = await raw(
      `/api/v1/uploads/events/${event.id}/documents`,
      token,
      'multipart/form-data; boundary=b0und',
      body,
    )
    assert.equal(response.status, 413)
    assert.equal(response.type, 'application/vnd.api+json')
    assert.equal(response.body.errors[0].code, 'file_too_large')
    assert.equal(response.body.errors[0].detail, 'The file is too large (at most 60 MB).')
    assert.equal(response.body.errors[0].source?.pointer, '/data/attributes/attachment')
    assert.equal(await countRows('assets'), 0)
  })

  test('malformed multipart bodies never get a 5xx', async ({ assert }) => {
    const { token, event } = await organizerWithEvent()
    const image = (await png(4, 4)).toString('latin1')
    const cases: [string | null, string][] = [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=b0und', 'garbage without any boundary'],
      [
        'multipart/form-data; boundary=b0und',
        '--b0und\r\nContent-Disposition: form-data; name="attachment"; filename="a.png"\r\n\r\nunfinished',
      ],
      [
        'multipart/form-data; boundary=b0und',
        `${part('Content-Disposition: form-data; name="attachment"', 'a field, not a file')}--b0und--\r\n`,
      ],
      [
        'multipart/form-data; boundary=b0und',
        `${part('Content-Disposition: form-data; filename="a.png"', image)}--b0und--\r\n`,
      ],
      [
        'multipart/form-data; boundary=b0und',
        `${part('Content-Disposition: form-data; name="attachment"; filename=""', image)}--b0und--\r\n`,
      ],
      [
        'multipart/form-data; boundary=b0und',
        `${part('Content-Disposition: form-data; name="attachment[0][x]"; filename="a.png"', image)}--b0und--\r\n`,
      ],
      [
        'multipart/form-data; boundary=b0und',
        `${part('Content-Type: image/png', image)}--b0und--\r\n`,
      ],
      ['multipart/form-data; boundary=b0und', '--b0und--\r\n'],
      ['multipart/form-data; boundary=' + 'x'.repeat(300), 'x'],
      ['application/json', '{"data":{"type":"events","attributes":{"attachment":"aGVsbG8="}}}'],
      ['text/plain', 'hello'],
      [null, ''],
    ]
    for (const target of ['hero', 'images', 'documents']) {
      for (const [type, body] of cases) {
        const response = await raw(
          `/api/v1/uploads/events/${event.id}/${target}`,
          token,
          type,
          Buffer.from(body, 'latin1'),
        )
        const label = `${target} ${type} ${body.slice(0, 50)} → ${response.status} ${JSON.stringify(response.body)}`
        assert.isAbove(response.status, 399, label)
        assert.isBelow(response.status, 500, label)
        assert.isArray(response.body.errors, label)
      }
    }
    assert.equal(await countRows('assets'), 0)
  })

  test('no file is 422 required; more files than the endpoint takes is 422 too_big', async ({
    client,
    assert,
  }) => {
    const { token, event } = await organizerWithEvent()
    const none = await client
      .post(`/api/v1/uploads/events/${event.id}/hero`)
      .bearerToken(token)
      .field('caption', 'x')
    none.assertStatus(422)
    assert.equal(firstError(none.body()).code, 'required')
    assert.equal(firstError(none.body()).source?.pointer, '/data/attributes/attachment')

    const two = await client
      .post(`/api/v1/uploads/events/${event.id}/hero`)
      .bearerToken(token)
      .file('attachments[]', await png(5, 5), { filename: 'a.png' })
      .file('attachments[]', await png(5, 5), { filename: 'b.png' })
    two.assertStatus(422)
    assert.equal(firstError(two.body()).code, 'too_big')
    assert.deepEqual(await storedKeys(), [])
  })

  test('uploads need a token; a bad id is 404', async ({ client }) => {
    const { event, token } = await organizerWithEvent()
    const anonymous = await client
      .post(`/api/v1/uploads/events/${event.id}/hero`)
      .file('attachment', await png(5, 5), { filename: 'a.png' })
    anonymous.assertStatus(401)
    const badId = await client
      .post('/api/v1/uploads/events/abc/hero')
      .bearerToken(token)
      .file('attachment', await png(5, 5), { filename: 'a.png' })
    badId.assertStatus(404)
  })
})
