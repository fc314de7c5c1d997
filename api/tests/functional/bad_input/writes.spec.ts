import { test } from '@japa/runner'
import fc from 'fast-check'
import { tokenOf, useAccountsFixtures } from '#tests/helpers'
import { apiRoutes, sampleUrl } from '#tests/support/api_routes'
import { assertJsonApiAnswer, requestBody, routeIdSegment, SEED } from './arbitraries.js'
import { badInputActors } from './fixtures.js'

/**
 * Every write endpoint (POST, PATCH, PUT, DELETE), read from the router so a new route is covered
 * without naming it, gets generated bodies: malformed JSON, wrong types, prototype keys, huge
 * strings, far dates, unicode and NUL bytes, odd content types and route ids. Signed in as the
 * admin (every route) or as an organizer (who owns an event), the answer is never a 5xx and
 * always a JSON:API document.
 */
const RUNS_PER_ROUTE = 8

/** `/api/v1/event-tickets/:id` → `event-tickets`, the JSON:API type its documents carry. */
const resourceType = (pattern: string) => pattern.split('/')[3] ?? ''

test.group('Bad input: every write endpoint', (group) => {
  useAccountsFixtures(group)

  test('answers generated bodies with a JSON:API document, never a 5xx', async ({
    client,
    assert,
  }) => {
    const { admin, organizer, event } = await badInputActors()
    const ids = ['1', String(event.id), String(organizer.user.id)]
    const writes = apiRoutes().filter(({ method }) => method !== 'GET')
    assert.isAbove(writes.length, 25, 'the write routes are read from the router')

    for (const [index, route] of writes.entries()) {
      const property = fc.asyncProperty(
        requestBody(resourceType(route.pattern)),
        routeIdSegment(ids),
        fc.constantFrom(admin, organizer.token, null),
        async (body, id, token) => {
          const url = sampleUrl(route.pattern, id)
          const request = client
            .request(url, route.method.toLowerCase() as 'post')
            .unsafeJson(body.text)
            .header('Content-Type', body.type)
          // Signing out revokes the token it is sent with: that route gets a token of its own.
          const own =
            route.pattern === '/api/v1/logout' && token ? await tokenOf(organizer.user) : token
          if (own) request.bearerToken(own)
          const response = await request
          assertJsonApiAnswer(
            assert,
            response,
            `${route.method} ${url} ${body.type} ${body.text.slice(0, 120)}`,
          )
        },
      )
      await fc.assert(property, {
        seed: SEED + index,
        numRuns: RUNS_PER_ROUTE,
        endOnFailure: true,
      })
    }
  }).timeout(120_000)
})
