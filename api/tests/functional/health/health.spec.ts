import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'

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

  test('readiness: ready on a migrated database, 503 not_ready while a migration is pending', async ({
    client,
    assert,
  }) => {
    const ready = await client.get('/api/v1/ready')
    ready.assertStatus(200)
    assert.deepEqual(ready.body(), { jsonapi: { version: '1.1' }, meta: { status: 'ready' } })

    const rollback = await testUtils.db().withGlobalTransaction()
    try {
      const [last] = await db.from('adonis_schema').select('name').orderBy('id', 'desc').limit(1)
      await db.from('adonis_schema').where('name', last.name).delete()
      const behind = await client.get('/api/v1/ready')
      behind.assertStatus(503)
      assert.equal(behind.body().errors[0].code, 'not_ready')
      assert.deepEqual(behind.body().errors[0].meta, { reason: 'migrations_pending', pending: 1 })
    } finally {
      await rollback()
    }
  })
})
