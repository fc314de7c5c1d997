import { test } from '@japa/runner'
import { useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from './fixtures.js'

const ORIGIN = 'https://organizer.example'
const ALLOW_ORIGIN = 'access-control-allow-origin'

test.group('CORS: the widget’s endpoints answer any origin, the rest none', (group) => {
  useAccountsFixtures(group)

  test('GET /public/events/{code} from another origin: any origin, no credentials', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent('public')
    const response = await client
      .get(`/api/v1/public/events/${event.hashCode}`)
      .header('origin', ORIGIN)
    response.assertStatus(200)
    assert.equal(response.header(ALLOW_ORIGIN), '*')
    assert.isUndefined(response.header('access-control-allow-credentials'))
  })

  test('POST /orders: its preflight allows the JSON:API body and the Idempotency-Key', async ({
    client,
    assert,
  }) => {
    const response = await client
      .options('/api/v1/orders')
      .header('origin', ORIGIN)
      .header('access-control-request-method', 'POST')
      .header('access-control-request-headers', 'content-type,idempotency-key,accept-language')
    response.assertStatus(204)
    assert.equal(response.header(ALLOW_ORIGIN), '*')
    assert.include(response.header('access-control-allow-methods'), 'POST')
    assert.include(
      String(response.header('access-control-allow-headers')).toLowerCase(),
      'idempotency-key',
    )
    assert.isUndefined(response.header('access-control-allow-credentials'))
    const post = await client.post('/api/v1/orders').header('origin', ORIGIN).json({})
    assert.equal(post.header(ALLOW_ORIGIN), '*')
  })

  test('the organizer’s orders and every management endpoint stay closed', async ({
    client,
    assert,
  }) => {
    const closed = {
      'GET /orders': client.get('/api/v1/orders'),
      'OPTIONS /orders for GET': client
        .options('/api/v1/orders')
        .header('access-control-request-method', 'GET'),
      'GET /events': client.get('/api/v1/events'),
      'OPTIONS /events': client
        .options('/api/v1/events')
        .header('access-control-request-method', 'POST'),
      'OPTIONS /login': client
        .options('/api/v1/login')
        .header('access-control-request-method', 'POST'),
      'GET /me': client.get('/api/v1/me'),
    }
    for (const [name, request] of Object.entries(closed)) {
      const response = await request.header('origin', ORIGIN)
      assert.isUndefined(response.header(ALLOW_ORIGIN), name)
    }
  })
})
