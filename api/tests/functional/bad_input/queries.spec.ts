import { test } from '@japa/runner'
import fc from 'fast-check'
import { useAccountsFixtures } from '#tests/helpers'
import { apiRoutes, sampleUrl } from '#tests/support/api_routes'
import { assertJsonApiAnswer, queryString, routeIdSegment, SEED } from './arbitraries.js'
import { badInputActors } from './fixtures.js'

/**
 * Every read endpoint (the lists and the single records), read from the router, gets generated
 * query strings: unknown and prototype names (`sort=constructor`, `filter[toString]`), nested
 * brackets, out-of-range pages, far dates, unicode and NUL, raw or encoded. The answer is never a
 * 5xx and always a JSON:API document (a CSV download's 200 is its file).
 */
const RUNS_PER_ROUTE = 10

test.group('Bad input: every list and read query', (group) => {
  useAccountsFixtures(group)

  test('answers generated query strings with a JSON:API document, never a 5xx', async ({
    client,
    assert,
  }) => {
    const { admin, organizer, event } = await badInputActors()
    const ids = ['1', String(event.id)]
    const reads = apiRoutes().filter(({ method }) => method === 'GET')
    assert.isAbove(reads.length, 15, 'the read routes are read from the router')

    for (const [index, route] of reads.entries()) {
      const property = fc.asyncProperty(
        queryString,
        routeIdSegment(ids),
        fc.constantFrom(admin, organizer.token),
        async (query, id, token) => {
          const url = `${sampleUrl(route.pattern, id)}?${query}`
          const response = await client.get(url).bearerToken(token)
          // A download (the guest list's CSV) answers its file; its refusals are JSON:API.
          if (route.pattern.endsWith('.csv') && response.status() === 200)
            assert.match(response.header('content-type') ?? '', /^text\/csv/, `GET ${url}`)
          else assertJsonApiAnswer(assert, response, `GET ${url}`)
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
