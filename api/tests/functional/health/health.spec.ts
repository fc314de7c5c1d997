import { test } from '@japa/runner'

test.group('Health', () => {
  test('answers a JSON:API document', async ({ client, assert }) => {
    const response = await client.get('/api/v1/health')
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'application/vnd.api+json')
    assert.deepEqual(response.body(), { jsonapi: { version: '1.1' }, meta: { status: 'ok' } })
  })

  test('an unknown API path is a JSON:API 404', async ({ client, assert }) => {
    const response = await client.get('/api/v1/nothing-here').header('Accept-Language', 'el')
    response.assertStatus(404)
    assert.equal(response.body().errors[0].code, 'not_found')
    assert.equal(response.body().errors[0].detail, 'Δεν βρέθηκε αυτό που αναζητάτε.')
  })
})
