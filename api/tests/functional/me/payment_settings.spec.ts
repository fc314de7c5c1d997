import { test } from '@japa/runner'
import User from '#models/user'
import { decryptedSecret } from '#services/payments/payment_secret'
import { document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'

const KEY = 'sk_test_51HqLyjWDarjtT1zdOrganizer'
const WEBHOOK = 'whsec_Yx3yKcPTuvKrZ3cmrPbDmnPY6jn2QeVE'

const stored = async (id: number) => {
  const user = await User.findOrFail(id)
  return {
    gateway: user.paymentGateway,
    key: decryptedSecret(user.paymentSecretEncrypted),
    webhook: decryptedSecret(user.paymentWebhookSecretEncrypted),
  }
}

test.group('PATCH /me: the Payments tab', (group) => {
  useAccountsFixtures(group)

  test('Stripe with its key and webhook secret: stored encrypted, never returned', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const patch = (attributes: Record<string, unknown>) =>
      client.patch('/api/v1/me').bearerToken(token).json(document('users', attributes))
    const response = await patch({
      payment_gateway: 2,
      payment_secret: KEY,
      payment_webhook_secret: WEBHOOK,
    })
    response.assertStatus(200)
    const attributes = response.body().data.attributes
    assert.equal(attributes.payment_gateway, 2)
    assert.isTrue(attributes.has_payment_secret)
    assert.isTrue(attributes.has_payment_webhook_secret)
    assert.notInclude(response.text(), KEY)
    assert.notInclude(response.text(), WEBHOOK)
    assert.deepEqual(await stored(user.id), { gateway: 2, key: KEY, webhook: WEBHOOK })
    const raw = await User.findOrFail(user.id)
    assert.notInclude(raw.paymentSecretEncrypted ?? '', KEY)

    const sandbox = await patch({
      payment_gateway: null,
      payment_secret: null,
      payment_webhook_secret: null,
    })
    sandbox.assertStatus(200)
    assert.isFalse(sandbox.body().data.attributes.has_payment_secret)
    assert.deepEqual(await stored(user.id), { gateway: null, key: null, webhook: null })
  })

  test('a key that is not a Stripe secret key is 422 and nothing changes', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    for (const [field, value] of [
      ['payment_secret', 'pk_test_51HqLyjWDarjtT1zd'],
      ['payment_secret', 'sk_test_1'],
      ['payment_webhook_secret', 'sk_test_51HqLyjWDarjtT1zd'],
      ['payment_gateway', 1],
    ] as const) {
      const response = await client
        .patch('/api/v1/me')
        .bearerToken(token)
        .json(document('users', { [field]: value, name: 'Changed' }))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).source?.pointer, `/data/attributes/${field}`)
    }
    assert.deepEqual(await stored(user.id), { gateway: null, key: null, webhook: null })
    assert.notEqual((await User.findOrFail(user.id)).name, 'Changed')
  })

  test('Stripe without its key or webhook secret is 422 required', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const patch = (attributes: Record<string, unknown>) =>
      client.patch('/api/v1/me').bearerToken(token).json(document('users', attributes))
    const noKey = await patch({ payment_gateway: 2, payment_webhook_secret: WEBHOOK })
    noKey.assertStatus(422)
    assert.equal(firstError(noKey.body()).code, 'required')
    assert.equal(firstError(noKey.body()).source?.pointer, '/data/attributes/payment_secret')
    const noWebhook = await patch({ payment_gateway: 2, payment_secret: KEY })
    noWebhook.assertStatus(422)
    assert.equal(
      firstError(noWebhook.body()).source?.pointer,
      '/data/attributes/payment_webhook_secret',
    )
    assert.deepEqual(await stored(user.id), { gateway: null, key: null, webhook: null })

    const both = { payment_gateway: 2, payment_secret: KEY, payment_webhook_secret: WEBHOOK }
    ;(await patch(both)).assertStatus(200)
    const removeKey = await patch({ payment_secret: null })
    removeKey.assertStatus(422)
    assert.deepEqual(await stored(user.id), { gateway: 2, key: KEY, webhook: WEBHOOK })
    ;(await patch({ payment_secret: `${KEY}2` })).assertStatus(200)
    assert.equal((await stored(user.id)).key, `${KEY}2`)
  })

  test('a free plan may not set up payments (403 plan_required)', async ({ client, assert }) => {
    const { user, token } = await signedIn('creator')
    const response = await client
      .patch('/api/v1/me')
      .bearerToken(token)
      .json(document('users', { payment_secret: KEY }))
    response.assertStatus(403)
    assert.equal(firstError(response.body()).code, 'plan_required')
    assert.equal(firstError(response.body()).source?.pointer, '/data/attributes/payment_secret')
    assert.deepEqual(await stored(user.id), { gateway: null, key: null, webhook: null })
    const freemium = await signedIn('creator-plus')
    const allowed = await client
      .patch('/api/v1/me')
      .bearerToken(freemium.token)
      .json(document('users', { payment_secret: KEY }))
    allowed.assertStatus(200)
    assert.equal((await stored(freemium.user.id)).key, KEY)
  })
})
