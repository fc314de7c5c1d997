import { test } from '@japa/runner'
import { seedDefaultUsers, signedIn, tokenOf, useAccountsFixtures } from '#tests/helpers'
import User from '#models/user'

/**
 * No input, however malformed, may produce a 5xx (docs/API.md). Every write endpoint of the
 * accounts slice gets bodies of the wrong shape, type and encoding; each answer must be a JSON:API
 * error document with a 4xx status.
 */
const bodies: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"data":' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"just a string"' },
  { type: 'application/json', body: '42' },
  { type: 'application/json', body: '{}' },
  { type: 'application/json', body: '{"data":null}' },
  { type: 'application/json', body: '{"data":[]}' },
  { type: 'application/json', body: '{"data":"users"}' },
  { type: 'application/json', body: '{"data":{"type":"users","attributes":null}}' },
  { type: 'application/json', body: '{"data":{"type":"users","attributes":[1,2]}}' },
  { type: 'application/json', body: '{"data":{"type":"roles","attributes":{"name":{"$gt":""}}}}' },
  {
    type: 'application/json',
    body: '{"data":{"type":"users","attributes":{"email":["a@b.c"],"password":{"x":1}},"relationships":"roles"}}',
  },
  {
    type: 'application/json',
    body: '{"data":{"type":"users","attributes":{},"relationships":{"roles":{"data":[{"type":"roles","id":{"x":1}}]}}}}',
  },
  {
    type: 'application/json',
    body: '{"data":{"type":"users","attributes":{},"relationships":{"roles":{"data":"1"}}}}',
  },
  {
    type: 'application/json',
    body: '{"email":"a@b.c","password":123,"human_check":true,"terms":"yes"}',
  },
  {
    type: 'application/json',
    body: `{"email":"${'a'.repeat(5000)}@example.com","password":"${'p'.repeat(5000)}"}`,
  },
  {
    type: 'application/json',
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { type: 'application/vnd.api+json', body: '\u0000\u0001\u0002' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&password=x' },
  { type: 'application/xml', body: '<user/>' },
]

test.group('Garbage bodies on account write endpoints', (group) => {
  useAccountsFixtures(group)

  test('never answer 5xx', async ({ client, assert }) => {
    await seedDefaultUsers()
    const admin = await tokenOf(await User.findOrFail(1))
    const { token } = await signedIn('organizer')
    const endpoints: { method: 'post' | 'patch' | 'delete'; url: string; token?: string }[] = [
      { method: 'post', url: '/api/v1/register' },
      { method: 'post', url: '/api/v1/login' },
      { method: 'post', url: '/api/v1/logout', token },
      { method: 'post', url: '/api/v1/password-forgot' },
      { method: 'post', url: '/api/v1/password-reset' },
      { method: 'patch', url: '/api/v1/me', token },
      { method: 'post', url: '/api/v1/users', token: admin },
      { method: 'patch', url: '/api/v1/users/9', token: admin },
      { method: 'post', url: '/api/v1/roles', token: admin },
      { method: 'patch', url: '/api/v1/roles/9', token: admin },
    ]
    for (const endpoint of endpoints) {
      for (const { type, body } of bodies) {
        const request = client[endpoint.method](endpoint.url)
          .unsafeJson(body)
          .header('Content-Type', type)
        if (endpoint.token) request.bearerToken(endpoint.token)
        const response = await request
        const label = `${endpoint.method.toUpperCase()} ${endpoint.url} ${type} ${body.slice(0, 60)}`
        assert.isBelow(response.status(), 500, `${label} → ${response.status()} ${response.text()}`)
        if (response.status() >= 400) assert.isArray(response.body().errors, label)
      }
    }
  }).timeout(120_000)
})
