import { test } from '@japa/runner'
import { signedIn, useAccountsFixtures } from '#tests/helpers'
import { apiRoutes, sampleUrl, type ApiRoute } from '#tests/support/api_routes'

/**
 * The console (spec "accounts" §6) is for admin, moderator and developer: every route of users and
 * roles, and writing categories (any signed-in user reads categories for the event form). The
 * rule sits on the routes (`middleware.console()` after `middleware.auth()`), read here from the
 * router, so a console route added later without it fails until it gets it.
 */
function isConsoleRoute({ method, pattern }: Pick<ApiRoute, 'method' | 'pattern'>): boolean {
  if (/^\/api\/v1\/(users|roles)(\/|$)/.test(pattern)) return true
  return /^\/api\/v1\/categories(\/|$)/.test(pattern) && method !== 'GET'
}

const name = (route: ApiRoute) => `${route.method} ${route.pattern}`

test.group('Console authorization by route', (group) => {
  useAccountsFixtures(group)

  test('every console route, and only those, runs auth then console', ({ assert }) => {
    const routes = apiRoutes()
    const console = routes.filter(isConsoleRoute)
    assert.isAtLeast(console.length, 13, 'users, roles and category writes are in the router')
    for (const route of console) {
      assert.deepEqual(
        route.middleware.filter((one) => one === 'auth' || one === 'console'),
        ['auth', 'console'],
        name(route),
      )
    }
    for (const route of routes.filter((one) => !isConsoleRoute(one))) {
      assert.notInclude(route.middleware, 'console', name(route))
    }
  })

  test('an organizer gets 403 forbidden on every console route and still reads categories', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    for (const route of apiRoutes().filter(isConsoleRoute)) {
      const response = await client
        .request(sampleUrl(route.pattern), route.method.toLowerCase() as 'get')
        .bearerToken(token)
      assert.equal(response.status(), 403, name(route))
      assert.equal(response.body().errors?.[0]?.code, 'forbidden', name(route))
    }
    const categories = await client.get('/api/v1/categories').bearerToken(token)
    categories.assertStatus(200)
  })
})
