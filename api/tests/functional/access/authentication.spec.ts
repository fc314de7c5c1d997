import { test } from '@japa/runner'
import { useAccountsFixtures } from '#tests/helpers'
import { apiRoutes, sampleUrl } from '#tests/support/api_routes'

/**
 * Every route of the API needs a signed-in user except the few that serve people who are not signed
 * in yet. The list is read from the router, so a route added later without `middleware.auth()` fails
 * here until it is named below on purpose.
 */
const PUBLIC = new Set([
  'GET /api/v1/health',
  'GET /api/v1/config',
  'POST /api/v1/register',
  'GET /api/v1/human-check/challenge',
  'POST /api/v1/login',
  'POST /api/v1/password-forgot',
  'POST /api/v1/password-reset',
  'GET /api/v1/public/events/:code',
  'GET /api/v1/public/events/:code/calendar.ics',
  'GET /api/v1/public/organizers/:uuid/events',
  'GET /api/v1/public/organizers/:uuid/calendar',
  'GET /api/v1/public/bookings/:code',
  'POST /api/v1/public/bookings/:code/cancellation',
  'POST /api/v1/public/bookings/:code/release',
  'GET /api/v1/public/tickets/:code',
  'GET /api/v1/public/tickets/:code/qr.svg',
  'POST /api/v1/email/contact-organizer',
  'POST /api/v1/orders',
  // Payment providers sign their webhooks; the cart provider's crawler reads prices
  'POST /api/v1/payments/:provider/webhook/:organizer?',
  'GET /api/v1/public/cart/tickets/:ticketId/events/:eventId/qty/:quantity',
  // The e-mailed verification link carries its own signed token
  'POST /api/v1/email-verification',
  // Readiness for load balancers; the browser's Content-Security-Policy violation reports
  'GET /api/v1/ready',
  'POST /api/v1/csp-reports',
])

test.group('Authentication on every route', (group) => {
  useAccountsFixtures(group)

  test('every non-public route answers 401 unauthenticated without a token, or with a forged one', async ({
    client,
    assert,
  }) => {
    const routes = apiRoutes()
    assert.isAbove(routes.length, 40, 'the router lists the API routes')
    const guarded = routes.filter(({ method, pattern }) => !PUBLIC.has(`${method} ${pattern}`))
    for (const { method, pattern } of guarded) {
      const url = sampleUrl(pattern)
      for (const token of [undefined, 'oat_Zm9yZ2Vk.bm90LWEtcmVhbC10b2tlbg']) {
        const request = client.request(url, method.toLowerCase() as 'get')
        if (token) request.bearerToken(token)
        const response = await request
        assert.equal(response.status(), 401, `${method} ${pattern} ${token ? 'forged' : 'none'}`)
        assert.equal(response.body().errors?.[0]?.code, 'unauthenticated', `${method} ${pattern}`)
      }
    }
  })

  test('the public routes are still routes (the allow-list names nothing stale)', async ({
    assert,
  }) => {
    const names = new Set(apiRoutes().map(({ method, pattern }) => `${method} ${pattern}`))
    for (const name of PUBLIC) assert.isTrue(names.has(name), name)
  })
})
