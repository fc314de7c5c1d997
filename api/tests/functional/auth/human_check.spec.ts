import { test } from '@japa/runner'
import { humanCheck, rateLimits } from '#config/limits'
import { firstError, useAccountsFixtures } from '#tests/helpers'

test.group('GET /human-check/challenge', (group) => {
  useAccountsFixtures(group)

  test('answers a signed ALTCHA challenge that expires', async ({ client, assert }) => {
    const response = await client.get('/api/v1/human-check/challenge')
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    const meta = response.body().meta
    assert.sameMembers(Object.keys(meta), [
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ])
    assert.equal(meta.algorithm, 'SHA-256')
    assert.equal(meta.maxnumber, humanCheck.maxNumber)
    assert.match(meta.challenge, /^[0-9a-f]{64}$/)
    const expires = Number(new URLSearchParams(meta.salt.split('?')[1]).get('expires'))
    const inSeconds = expires - Date.now() / 1000
    assert.isAbove(inSeconds, humanCheck.expiresIn - 10)
    assert.isAtMost(inSeconds, humanCheck.expiresIn + 1)

    const other = await client.get('/api/v1/human-check/challenge')
    assert.notEqual(other.body().meta.challenge, meta.challenge)
  })

  test('challenges from one IP are rate-limited', async ({ client, assert }) => {
    for (let i = 0; i < rateLimits.humanCheckPerIp.requests; i++) {
      ;(await client.get('/api/v1/human-check/challenge')).assertStatus(200)
    }
    const limited = await client.get('/api/v1/human-check/challenge')
    limited.assertStatus(429)
    assert.equal(firstError(limited.body()).code, 'rate_limited')
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })
})
