import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import { rateLimits } from '#config/limits'
import OutboxMessage from '#models/outbox_message'
import User from '#models/user'
import { verificationToken } from '#services/accounts/email_verification'
import {
  countRows,
  createUser,
  document,
  firstError,
  seedDefaultUsers,
  signedIn,
  solvedHumanCheck,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

const verify = (token: string) => ({ data: { type: 'email-verifications', attributes: { token } } })

/** The token of the newest verification e-mail to `email`, read from its link. */
async function mailedToken(email: string): Promise<string> {
  const mail = await OutboxMessage.query()
    .where('recipient', email)
    .where('template', 'email_verification')
    .orderBy('id', 'desc')
    .firstOrFail()
  const link = new RegExp(`${appUrl}/email/verify\\?token=[\\w.-]+`).exec(mail.textBody)
  if (!link) throw new Error(`no verification link in:\n${mail.textBody}`)
  return new URL(link[0]).searchParams.get('token')!
}

const verifiedAt = async (id: number) =>
  (await db.from('users').where('id', id).firstOrFail()).email_verified_at

test.group('E-mail verification', (group) => {
  useAccountsFixtures(group)

  test('registration mails the link in the request language; it verifies once', async ({
    client,
    assert,
  }) => {
    const humanCheck = await solvedHumanCheck(client)
    const registered = await client
      .post('/api/v1/register')
      .header('Accept-Language', 'el')
      .json(
        document('users', {
          name: 'Eleni Dimitriou',
          email: 'eleni@example.com',
          password: 'quiet-meadow-lantern-58',
          password_confirmation: 'quiet-meadow-lantern-58',
          terms: true,
          human_check: humanCheck,
        }),
      )
    registered.assertStatus(201)
    assert.isNull(registered.body().data.attributes.email_verified_at)
    const mail = await OutboxMessage.query()
      .where('recipient', 'eleni@example.com')
      .where('template', 'email_verification')
      .firstOrFail()
    assert.equal(mail.locale, 'el')

    const response = await client
      .post('/api/v1/email-verification')
      .json(verify(await mailedToken('eleni@example.com')))
    response.assertStatus(200)
    assert.equal(response.body().meta.email, 'eleni@example.com')
    const user = await User.findByOrFail('email', 'eleni@example.com')
    assert.isNotNull(user.emailVerifiedAt)
    assert.equal(response.body().meta.email_verified_at, user.emailVerifiedAt!.toUTC().toISO())
    const me = await client.get('/api/v1/me').bearerToken(registered.body().meta.access_token)
    assert.equal(me.body().data.attributes.email_verified_at, user.emailVerifiedAt!.toUTC().toISO())

    const again = await client
      .post('/api/v1/email-verification')
      .json({ token: await mailedToken('eleni@example.com') })
    again.assertStatus(409)
    assert.equal(firstError(again.body()).code, 'already_verified')
  })

  test('of two uses at once exactly one verifies', async ({ client, assert }) => {
    const user = await createUser('guest')
    const token = verificationToken(user)
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post('/api/v1/email-verification').json({ token })),
    )
    assert.sameMembers(
      answers.map((answer) => answer.status()),
      [200, 409, 409],
    )
  })

  test('an expired link is refused and changes nothing', async ({ client, assert }) => {
    const user = await createUser('guest')
    const issued = new Date(Date.now() - 25 * 3600 * 1000)
    const response = await client
      .post('/api/v1/email-verification')
      .json(verify(verificationToken(user, issued)))
    response.assertStatus(422)
    assert.deepInclude(firstError(response.body()), {
      code: 'verification_link_expired',
      source: { pointer: '/data/attributes/token' },
    })
    assert.isNull(await verifiedAt(user.id))

    const fresh = verificationToken(user, new Date(Date.now() - 23 * 3600 * 1000))
    ;(await client.post('/api/v1/email-verification').json(verify(fresh))).assertStatus(200)
  })

  test('a forged, altered or foreign link is refused', async ({ client, assert }) => {
    const user = await createUser('guest')
    const other = await createUser('guest')
    const token = verificationToken(user)
    const [id, expires, signature] = token.split('.')
    const later = String(Number(expires) + 3600)
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`
    for (const forged of [
      `${other.id}.${expires}.${signature}`,
      `${id}.${later}.${signature}`,
      `${id}.${expires}.${flipped}`,
      `${id}.${expires}`,
      'not-a-token',
      `999999.${expires}.${signature}`,
    ]) {
      const response = await client.post('/api/v1/email-verification').json(verify(forged))
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, 'invalid_verification_link', forged)
    }
    const empty = await client.post('/api/v1/email-verification').json(verify(''))
    empty.assertStatus(422)
    assert.isNull(await verifiedAt(user.id))
    assert.isNull(await verifiedAt(other.id))
  })

  test('a new address clears the verification, and the old address’s link no longer works', async ({
    client,
    assert,
  }) => {
    await seedDefaultUsers()
    const user = await createUser('guest', { email: 'old@example.com' })
    const oldLink = verificationToken(user)
    ;(await client.post('/api/v1/email-verification').json(verify(oldLink))).assertStatus(200)
    assert.isNotNull(await verifiedAt(user.id))

    const admin = await tokenOf(await User.findOrFail(1))
    const renamed = await client
      .patch(`/api/v1/users/${user.id}`)
      .bearerToken(admin)
      .json(document('users', { email: 'new@example.com' }))
    renamed.assertStatus(200)
    assert.isNull(renamed.body().data.attributes.email_verified_at)
    assert.isNull(await verifiedAt(user.id))

    const response = await client.post('/api/v1/email-verification').json(verify(oldLink))
    response.assertStatus(422)
    assert.equal(firstError(response.body()).code, 'invalid_verification_link')

    // The same address saved again keeps it verified
    ;(
      await client
        .post('/api/v1/email-verification')
        .json(verify(verificationToken(await User.findOrFail(user.id))))
    ).assertStatus(200)
    ;(
      await client
        .patch(`/api/v1/users/${user.id}`)
        .bearerToken(admin)
        .json(document('users', { email: 'new@example.com', name: 'Renamed' }))
    ).assertStatus(200)
    assert.isNotNull(await verifiedAt(user.id))
  })

  test('the demo accounts are seeded verified', async ({ assert }) => {
    await seedDefaultUsers()
    const unverified = await db.from('users').whereNull('email_verified_at').count('* as total')
    assert.equal(Number(unverified[0].total), 0)
  })
})

test.group('POST /me/email-verification', (group) => {
  useAccountsFixtures(group)

  test('sends the link again in the request language, a few times an hour per account', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('guest', { email: 'eleni@example.com' })
    const { requests } = rateLimits.verificationResends
    for (let sent = 0; sent < requests; sent++) {
      const response = await client
        .post('/api/v1/me/email-verification')
        .header('Accept-Language', 'el')
        .bearerToken(token)
      response.assertStatus(202)
      assert.deepEqual(response.body().meta, { status: 'queued' })
    }
    assert.equal(await countRows('outbox', { template: 'email_verification' }), requests)
    const mail = await OutboxMessage.query().where('recipient', user.email).firstOrFail()
    assert.equal(mail.locale, 'el')

    const refused = await client.post('/api/v1/me/email-verification').bearerToken(token)
    refused.assertStatus(429)
    assert.equal(firstError(refused.body()).code, 'rate_limited')
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.equal(await countRows('outbox'), requests)

    // Another account has its own allowance
    const other = await signedIn('guest')
    ;(await client.post('/api/v1/me/email-verification').bearerToken(other.token)).assertStatus(202)
  })

  test('a verified account has nothing to confirm; a visitor must sign in', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('guest', { emailVerifiedAt: DateTime.utc() })
    const response = await client.post('/api/v1/me/email-verification').bearerToken(token)
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'already_verified')
    assert.equal(await countRows('outbox'), 0)
    ;(await client.post('/api/v1/me/email-verification')).assertStatus(401)
  })
})
