import { test } from '@japa/runner'
import User from '#models/user'
import { decryptedSecret } from '#services/payments/payment_secret'
import {
  createUser,
  document,
  firstError,
  roleId,
  seedDefaultUsers,
  setDemoMode,
  signedIn,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

const adminToken = async () => tokenOf(await User.findOrFail(1))
const roles = (id: number | string) => ({ roles: [{ type: 'roles', id }] })

test.group('PATCH /users/{id}', (group) => {
  useAccountsFixtures(group)
  group.each.setup(() => seedDefaultUsers())

  test('edits account and configs; an empty password means no change; the role follows the relationship', async ({
    client,
    assert,
  }) => {
    const target = await createUser('creator')
    const response = await client
      .patch(`/api/v1/users/${target.id}`)
      .bearerToken(await adminToken())
      .json(
        document(
          'users',
          {
            name: 'Renamed',
            email: 'renamed@example.com',
            password: '',
            password_confirmation: '',
            payment_gateway: 2,
            currency: 'usd',
          },
          roles(roleId('organizer')),
        ),
      )
    response.assertStatus(200)
    const user = await User.query().where('id', target.id).preload('role').firstOrFail()
    assert.equal(user.name, 'Renamed')
    assert.equal(user.email, 'renamed@example.com')
    assert.equal(user.paymentGateway, 2)
    assert.equal(user.role.name, 'organizer')
    assert.isTrue(await user.verifyPassword('secret-password'))
    assert.equal(response.body().included[0].attributes.name, 'organizer')
  })

  test('a new password signs the user out everywhere', async ({ client, assert }) => {
    const { user, token } = await signedIn('creator')
    const response = await client
      .patch(`/api/v1/users/${user.id}`)
      .bearerToken(await adminToken())
      .json(document('users', { password: 'New.pass_123', password_confirmation: 'New.pass_123' }))
    response.assertStatus(200)
    assert.isTrue(await (await User.findOrFail(user.id)).verifyPassword('New.pass_123'))
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(401)
  })

  test('payment and Slack tokens are developer fields, and write-only', async ({
    client,
    assert,
  }) => {
    const target = await createUser('organizer')
    const refused = await client
      .patch(`/api/v1/users/${target.id}`)
      .bearerToken(await adminToken())
      .json(document('users', { snipcart_token: 'sk_live_1' }))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).source?.pointer, '/data/attributes/snipcart_token')
    assert.isNull((await User.findOrFail(target.id)).snipcartToken)

    const developer = await tokenOf(await User.findOrFail(3))
    const allowed = await client
      .patch(`/api/v1/users/${target.id}`)
      .bearerToken(developer)
      .json(document('users', { snipcart_token: 'sk_live_1', slack_token: 'xoxb-2' }))
    allowed.assertStatus(200)
    assert.isTrue(allowed.body().data.attributes.has_snipcart_token)
    assert.notInclude(allowed.text(), 'sk_live_1')
    assert.equal((await User.findOrFail(target.id)).snipcartToken, 'sk_live_1')
  })

  test('the card secret is a developer field, stored encrypted and never returned', async ({
    client,
    assert,
  }) => {
    const target = await createUser('organizer')
    const patch = async (token: string, payment_secret: string | null) =>
      client
        .patch(`/api/v1/users/${target.id}`)
        .bearerToken(token)
        .json(document('users', { payment_secret }))
    const refused = await patch(await adminToken(), 'sk_test_secret_1')
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).source?.pointer, '/data/attributes/payment_secret')
    assert.isNull((await User.findOrFail(target.id)).paymentSecretEncrypted)

    const developer = await tokenOf(await User.findOrFail(3))
    const stored = await patch(developer, 'sk_test_secret_1')
    stored.assertStatus(200)
    assert.isTrue(stored.body().data.attributes.has_payment_secret)
    assert.notInclude(stored.text(), 'sk_test_secret_1')
    const encrypted = (await User.findOrFail(target.id)).paymentSecretEncrypted
    assert.notInclude(encrypted ?? '', 'sk_test_secret_1')
    assert.equal(decryptedSecret(encrypted), 'sk_test_secret_1')

    const cleared = await patch(developer, null)
    cleared.assertStatus(200)
    assert.isFalse(cleared.body().data.attributes.has_payment_secret)
    assert.isNull((await User.findOrFail(target.id)).paymentSecretEncrypted)
  })

  test('a taken e-mail, a missing role or a bad gateway is 422 and changes nothing', async ({
    client,
    assert,
  }) => {
    const target = await createUser('creator')
    const token = await adminToken()
    const cases: [ReturnType<typeof document>, string, string][] = [
      [document('users', { email: 'admin@tessera.test' }), 'email_taken', '/data/attributes/email'],
      [
        document('users', { payment_gateway: 3 }),
        'invalid_value',
        '/data/attributes/payment_gateway',
      ],
      [document('users', { name: 'x' }, roles(999)), 'invalid_value', '/data/relationships/roles'],
    ]
    for (const [body, code, pointer] of cases) {
      const response = await client
        .patch(`/api/v1/users/${target.id}`)
        .bearerToken(token)
        .json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code)
      assert.equal(firstError(response.body()).source?.pointer, pointer)
    }
    const fresh = await User.findOrFail(target.id)
    assert.equal(fresh.email, target.email)
    assert.equal(fresh.name, target.name)
  })

  test('404 for a missing user, 403 for non-staff', async ({ client, assert }) => {
    ;(
      await client
        .patch('/api/v1/users/999')
        .bearerToken(await adminToken())
        .json(document('users', { name: 'x' }))
    ).assertStatus(404)
    const { token } = await signedIn('organizer')
    const forbidden = await client
      .patch('/api/v1/users/9')
      .bearerToken(token)
      .json(document('users', { name: 'x' }))
    forbidden.assertStatus(403)
    assert.notEqual((await User.findOrFail(9)).name, 'x')
  })

  test('in demo mode default users are read-only and a developer cannot edit users', async ({
    client,
    assert,
  }) => {
    setDemoMode(true)
    const admin = await adminToken()
    const protectedUser = await client
      .patch('/api/v1/users/8')
      .bearerToken(admin)
      .json(document('users', { name: 'Changed' }))
    protectedUser.assertStatus(403)
    assert.equal(firstError(protectedUser.body()).code, 'protected_record')
    assert.equal((await User.findOrFail(8)).name, 'Andreas Organizer')
    ;(
      await client
        .patch('/api/v1/users/9')
        .bearerToken(admin)
        .json(document('users', { name: 'Changed' }))
    ).assertStatus(200)

    const developer = await tokenOf(await User.findOrFail(3))
    const refused = await client
      .patch('/api/v1/users/10')
      .bearerToken(developer)
      .json(document('users', { name: 'Dev change' }))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'forbidden')
    assert.notEqual((await User.findOrFail(10)).name, 'Dev change')
  })
})
