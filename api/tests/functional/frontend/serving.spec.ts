import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import env from '#start/env'
import { assertStrictPolicy } from '#tests/support/csp'

/** A built-looking tree: the shell's index.html and a hashed chunk with its compressed copies. */
async function frontendTree() {
  const root = await mkdtemp(join(tmpdir(), 'tessera-frontend-'))
  const dist = join(root, 'shell', 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  await mkdir(join(root, 'mfe-manage', 'dist'), { recursive: true })
  await writeFile(join(root, 'shell', 'package.json'), '{}')
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Tessera</title>')
  const chunk = 'export const answer = 42;\n'.repeat(200)
  const file = join(dist, 'assets', 'main-Ab12Cd34.js')
  await writeFile(file, chunk)
  await writeFile(`${file}.br`, brotliCompressSync(chunk))
  await writeFile(`${file}.gz`, gzipSync(chunk))
  await writeFile(join(root, 'secret.txt'), 'outside the mounts')
  return { root, chunk }
}

test.group('Front-end files', (group) => {
  let root = ''
  let chunk = ''
  group.setup(async () => {
    ;({ root, chunk } = await frontendTree())
    const previous = env.get('FRONTEND_ROOT')
    env.set('FRONTEND_ROOT', root)
    return async () => {
      env.set('FRONTEND_ROOT', previous ?? '')
      await rm(root, { recursive: true, force: true })
    }
  })

  test('a hashed chunk is sent Brotli-compressed when accepted, gzip otherwise, plain as the last resort', async ({
    client,
    assert,
  }) => {
    const url = '/assets/main-Ab12Cd34.js'
    const brotli = await client.get(url).header('accept-encoding', 'gzip, deflate, br')
    brotli.assertStatus(200)
    assert.equal(brotli.header('content-encoding'), 'br')
    assert.match(String(brotli.header('content-type')), /javascript/)
    assert.equal(brotli.header('cache-control'), 'public, max-age=31536000, immutable')
    assert.equal(brotli.header('vary'), 'Accept-Encoding')
    assert.equal(brotli.text(), chunk)

    const gzip = await client.get(url).header('accept-encoding', 'gzip, br;q=0')
    assert.equal(gzip.header('content-encoding'), 'gzip')
    assert.equal(gzip.text(), chunk)

    const plain = await client.get(url).header('accept-encoding', 'identity')
    assert.isUndefined(plain.header('content-encoding'))
    assert.equal(plain.text(), chunk)
  })

  test('a repeated request with the ETag is answered 304 without a body', async ({
    client,
    assert,
  }) => {
    const first = await client.get('/assets/main-Ab12Cd34.js').header('accept-encoding', 'br')
    const again = await client
      .get('/assets/main-Ab12Cd34.js')
      .header('accept-encoding', 'br')
      .header('if-none-match', String(first.header('etag')))
    again.assertStatus(304)
    assert.equal(again.text(), '')
  })

  test('the shell page cannot be framed and may use the camera and location; every answer is nosniff with a strict referrer', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/manage/event-scan')
    page.assertStatus(200)
    const policy = assertStrictPolicy(assert, page.header('content-security-policy'), page.text())
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"])
    assert.match(String(page.header('permissions-policy')), /(^|, )camera=\(self\)/)
    assert.match(String(page.header('permissions-policy')), /(^|, )microphone=\(\)/)
    for (const response of [
      page,
      await client.get('/api/v1/no-such-thing'),
      await client.get('/health'),
    ]) {
      assert.equal(response.header('x-content-type-options'), 'nosniff')
      assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin')
      // APP_URL is plain HTTP in tests: no HSTS.
      assert.isUndefined(response.header('strict-transport-security'))
    }
  })

  test('the shell page has a strict policy with a fresh style nonce, also in a meta tag for libraries', async ({
    client,
    assert,
  }) => {
    const nonces = []
    for (const path of ['/manage/dashboard', '/manage/dashboard']) {
      const page = await client.get(path)
      const policy = assertStrictPolicy(assert, page.header('content-security-policy'), page.text())
      const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(page.text())?.[1]
      assert.isString(nonce)
      assert.include(policy.get('style-src'), `'nonce-${nonce}'`)
      assert.deepEqual(policy.get('script-src'), ["'self'"])
      assert.deepEqual(policy.get('style-src-attr'), ["'unsafe-inline'"])
      assert.isUndefined(page.header('etag'))
      nonces.push(nonce)
    }
    assert.notEqual(nonces[0], nonces[1])
  })

  test('client routes get the shell page; missing assets, API paths and traversal get 404', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/manage/events/list-items')
    page.assertStatus(200)
    assert.match(String(page.header('content-type')), /text\/html/)
    assert.equal(page.header('cache-control'), 'no-cache')
    assert.include(page.text(), '<title>Tessera</title>')
    // A ticket's signed code has dots, yet its page is a client route.
    const ticket = await client.get('/ticket/12.31.c2VjcmV0.c2lnbmF0dXJl')
    ticket.assertStatus(200)
    assert.include(ticket.text(), '<title>Tessera</title>')

    ;(await client.get('/assets/missing-Zz99Yy88.js')).assertStatus(404)
    const api = await client.get('/api/v1/no-such-thing')
    api.assertStatus(404)
    assert.equal(api.body().errors[0].code, 'not_found')
    for (const path of [
      '/..%2Fsecret.txt',
      '/mfe/manage/..%2F..%2Fsecret.txt',
      '/assets/%2E%2E/%2E%2E/secret.txt',
    ]) {
      const response = await client.get(path)
      assert.equal(response.status(), 404, path)
      assert.notInclude(response.text(), 'outside the mounts')
    }
  })
})
