import { test } from '@japa/runner'
import { apiRoutes, sampleUrl } from '#tests/support/api_routes'
import { useAccountsFixtures } from '#tests/helpers'
import { signedInAdmin } from './fixtures.js'

/**
 * A body nested a few thousand levels deep once overflowed the stack of the framework's deep
 * clone of every parsed body (500 on every JSON endpoint, `/login` included). The depth limit
 * (`#middleware/request_body_middleware`) answers 400 `bad_request` before anything walks it.
 */
const DEPTH = 5000
const BODIES = [
  `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  `{"data":{"type":"x","attributes":{"name":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}}}`,
]
/** Routes that never parse their body (a signature is checked over its bytes): 400 from the check. */
const RAW_BODY_ROUTES = new Map([
  ['POST /api/v1/payments/:provider/webhook/:organizer?', '/api/v1/payments/sandbox/webhook'],
])
const VERY_DEEP = `${'['.repeat(200_000)}${']'.repeat(200_000)}`

test.group('Bad input: deeply nested bodies', (group) => {
  useAccountsFixtures(group)

  test('every write endpoint answers a deep JSON body with 400 bad_request', async ({
    client,
    assert,
  }) => {
    const token = await signedInAdmin()
    const writes = apiRoutes().filter(({ method }) => method !== 'GET')
    assert.isAbove(writes.length, 25)
    for (const route of writes) {
      for (const body of BODIES) {
        const label = `${route.method} ${route.pattern}`
        const raw = RAW_BODY_ROUTES.get(label)
        const response = await client
          .request(raw ?? sampleUrl(route.pattern), route.method.toLowerCase() as 'post')
          .unsafeJson(body)
          .header('Content-Type', 'application/json')
          .bearerToken(token)
        // Violation reports take at most 16 kB: a deeper body is refused for its size first
        const tooLarge = label === 'POST /api/v1/csp-reports' && body.length > 16 * 1024
        assert.equal(
          response.status(),
          tooLarge ? 413 : 400,
          `${label} → ${response.text().slice(0, 200)}`,
        )
        const code = tooLarge ? 'file_too_large' : raw ? 'invalid_signature' : 'bad_request'
        assert.equal(response.body().errors?.[0]?.code, code, label)
        if (tooLarge) assert.include(response.body().errors[0].detail, '16', label)
      }
    }
  }).timeout(60_000)

  test('so does /login without a token, and a multipart field named a few thousand levels deep is dropped', async ({
    client,
    assert,
  }) => {
    for (const body of [...BODIES, VERY_DEEP]) {
      const login = await client
        .post('/api/v1/login')
        .unsafeJson(body)
        .header('Content-Type', 'application/vnd.api+json')
      assert.equal(login.status(), 400)
      assert.equal(login.body().errors[0].code, 'bad_request')
    }

    const upload = await client
      .post('/api/v1/uploads/events/1/hero')
      .bearerToken(await signedInAdmin())
      .field(`a${'[b]'.repeat(DEPTH)}`, 'x')
    assert.equal(upload.status(), 422, upload.text().slice(0, 200))
    assert.equal(upload.body().errors[0].source.pointer, '/data/attributes/attachment')
  })
})
