import { test } from '@japa/runner'
import { countRows, firstError, signedIn, tokenOf, useAccountsFixtures } from '#tests/helpers'

test.group('POST /logout', (group) => {
  useAccountsFixtures(group)

  test('revokes the token in use, and only that one', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const otherSession = await tokenOf(user)
    const response = await client.post('/api/v1/logout').bearerToken(token)
    response.assertStatus(204)
    assert.equal(await countRows('auth_access_tokens', { tokenable_id: user.id }), 1)

    const after = await client.get('/api/v1/me').bearerToken(token)
    after.assertStatus(401)
    assert.equal(firstError(after.body()).code, 'unauthenticated')
    ;(await client.get('/api/v1/me').bearerToken(otherSession)).assertStatus(200)
  })

  test('without a token, or with a bad one, is 401', async ({ client, assert }) => {
    const none = await client.post('/api/v1/logout')
    none.assertStatus(401)
    assert.equal(firstError(none.body()).code, 'unauthenticated')
    ;(await client.post('/api/v1/logout').bearerToken('tss_not-a-token')).assertStatus(401)
  })
})
