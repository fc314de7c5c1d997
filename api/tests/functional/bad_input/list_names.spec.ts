import { test } from '@japa/runner'
import { apiRoutes } from '#tests/support/api_routes'
import { useAccountsFixtures } from '#tests/helpers'
import { signedInAdmin } from './fixtures.js'

/**
 * Sort, filter and include names are looked up among a list's own names: `sort=constructor` once
 * ordered by a function (500) and `filter[toString]=1` called `Object.prototype.toString` (200).
 */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString']

const CASES = PROTOTYPE_NAMES.flatMap((name) => [
  { query: `sort=${name}`, code: 'unknown_sort', parameter: 'sort' },
  { query: `filter[${name}]=1`, code: 'unknown_filter', parameter: `filter[${name}]` },
  { query: `include=${name}`, code: 'unknown_include', parameter: 'include' },
])

test.group('Bad input: prototype names in list queries', (group) => {
  useAccountsFixtures(group)

  test('every list answers 400 with the parameter', async ({ client, assert }) => {
    const token = await signedInAdmin()
    const lists = apiRoutes().filter(({ method, action }) => method === 'GET' && action === 'index')
    assert.isAtLeast(lists.length, 7, 'the lists are read from the router')
    for (const { pattern } of lists) {
      for (const { query, code, parameter } of CASES) {
        const response = await client.get(`${pattern}?${query}`).bearerToken(token)
        const label = `${pattern}?${query}`
        assert.equal(response.status(), 400, `${label} → ${response.text().slice(0, 200)}`)
        assert.deepInclude(response.body().errors[0], { code, source: { parameter } }, label)
      }
    }
  }).timeout(60_000)
})
