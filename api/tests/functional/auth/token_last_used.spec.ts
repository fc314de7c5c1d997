import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { signedIn, useAccountsFixtures } from '#tests/helpers'

const lastUsed = async (userId: number) =>
  (
    await db
      .from('auth_access_tokens')
      .where('tokenable_id', userId)
      .select('last_used_at')
      .firstOrFail()
  ).last_used_at

test.group('Access tokens: last use', (group) => {
  useAccountsFixtures(group)

  test('a valid token records its last use once, not on every request', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    assert.isNull(await lastUsed(user.id))
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    const first = await lastUsed(user.id)
    assert.isNotNull(first)
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    assert.equal(String(await lastUsed(user.id)), String(first))
  })

  test('a token with a wrong secret is refused and records nothing', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const forged = token.slice(0, -4) + (token.endsWith('aaaa') ? 'bbbb' : 'aaaa')
    const response = await client.get('/api/v1/me').bearerToken(forged)
    response.assertStatus(401)
    assert.isNull(await lastUsed(user.id))
  })
})
