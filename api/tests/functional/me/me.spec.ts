import { test } from '@japa/runner'
import User from '#models/user'
import {
  countRows,
  document,
  firstError,
  signedIn,
  tokenOf,
  useAccountsFixtures,
} from '#tests/helpers'

test.group('GET /me', (group) => {
  useAccountsFixtures(group)

  test('answers the signed-in user with the role included; secrets never leave', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer', {
      slackToken: 'xoxb-secret',
      snipcartToken: 'snip-secret',
    })
    const response = await client.get('/api/v1/me?include=roles').bearerToken(token)
    response.assertStatus(200)
    const { data, included } = response.body()
    assert.equal(data.id, String(user.id))
    assert.equal(data.attributes.email, user.email)
    assert.isTrue(data.attributes.has_slack_token)
    assert.isTrue(data.attributes.has_snipcart_token)
    assert.notProperty(data.attributes, 'password')
    assert.notProperty(data.attributes, 'slack_token')
    for (const secret of ['xoxb-secret', 'snip-secret', 'payment_secret_encrypted'])
      assert.notInclude(response.text(), secret)
    assert.isFalse(data.attributes.has_payment_secret)
    assert.deepEqual(data.relationships.roles.data, [{ type: 'roles', id: '8' }])
    assert.equal(included[0].attributes.name, 'organizer')
  })

  test('without include there is no included list; an unknown include is 400', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    const plain = await client.get('/api/v1/me').bearerToken(token)
    plain.assertStatus(200)
    assert.notProperty(plain.body(), 'included')
    const unknown = await client.get('/api/v1/me?include=events').bearerToken(token)
    unknown.assertStatus(400)
    assert.equal(firstError(unknown.body()).code, 'unknown_include')
    assert.equal(firstError(unknown.body()).source?.parameter, 'include')
  })

  test('no token is 401', async ({ client, assert }) => {
    const response = await client.get('/api/v1/me').header('Accept-Language', 'el')
    response.assertStatus(401)
    assert.equal(firstError(response.body()).code, 'unauthenticated')
    assert.equal(firstError(response.body()).detail, 'Συνδεθείτε για να συνεχίσετε.')
  })
})

test.group('PATCH /me', (group) => {
  useAccountsFixtures(group)

  test('updates profile and preferences; the e-mail is read-only', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const response = await client
      .patch('/api/v1/me')
      .bearerToken(token)
      .json(
        document('users', {
          name: '  Eleni Papadaki ',
          timezone: 'America/New_York',
          currency: 'aud',
          email_notifications: false,
          slack_notifications: true,
          google_calendar_synch: true,
          google_email: 'eleni.papadaki@gmail.com',
          email: 'changed@example.com',
        }),
      )
    response.assertStatus(200)
    const attributes = response.body().data.attributes
    assert.equal(attributes.name, 'Eleni Papadaki')
    assert.equal(attributes.email, user.email)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.timezone, 'America/New_York')
    assert.equal(fresh.currency, 'aud')
    assert.isFalse(fresh.emailNotifications)
    assert.isTrue(fresh.slackNotifications)
    assert.isTrue(fresh.googleCalendarSynch)
    assert.equal(fresh.googleEmail, 'eleni.papadaki@gmail.com')
    assert.equal(fresh.email, user.email)
  })

  test('the Slack token is a developer field', async ({ client, assert }) => {
    const organizer = await signedIn('organizer')
    const refused = await client
      .patch('/api/v1/me')
      .bearerToken(organizer.token)
      .json({ slack_token: 'xoxb-1', name: 'New' })
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'forbidden')
    assert.equal(firstError(refused.body()).source?.pointer, '/data/attributes/slack_token')
    const unchanged = await User.findOrFail(organizer.user.id)
    assert.isNull(unchanged.slackToken)
    assert.equal(unchanged.name, organizer.user.name)

    const developer = await signedIn('developer')
    const allowed = await client
      .patch('/api/v1/me')
      .bearerToken(developer.token)
      .json({ slack_token: 'xoxb-1' })
    allowed.assertStatus(200)
    assert.isTrue(allowed.body().data.attributes.has_slack_token)
    assert.equal((await User.findOrFail(developer.user.id)).slackToken, 'xoxb-1')
  })

  test('Google calendar sync needs a valid Google e-mail', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const missing = await client
      .patch('/api/v1/me')
      .bearerToken(token)
      .json({ google_calendar_synch: true })
    missing.assertStatus(422)
    assert.equal(firstError(missing.body()).code, 'required')
    assert.equal(firstError(missing.body()).source?.pointer, '/data/attributes/google_email')

    for (const email of ['eleni@example.com', 'ab.c@gmail.com']) {
      const invalid = await client
        .patch('/api/v1/me')
        .bearerToken(token)
        .json({ google_calendar_synch: true, google_email: email })
      invalid.assertStatus(422)
      assert.equal(firstError(invalid.body()).code, 'invalid_email')
    }
    assert.isFalse((await User.findOrFail(user.id)).googleCalendarSynch)
  })

  test('bad values are 422 with pointers and change nothing', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'required'],
      [{ name: 'x'.repeat(256) }, 'name', 'too_long'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'invalid_value'],
      [{ timezone: '' }, 'timezone', 'invalid_value'],
      [{ currency: 'gbp' }, 'currency', 'invalid_value'],
      [{ email_notifications: 'yes' }, 'email_notifications', 'invalid_type'],
    ]
    for (const [body, field, code] of cases) {
      const response = await client.patch('/api/v1/me').bearerToken(token).json(body)
      response.assertStatus(422)
      assert.equal(firstError(response.body()).code, code, JSON.stringify(body))
      assert.equal(firstError(response.body()).source?.pointer, `/data/attributes/${field}`)
    }
    const malformed = await client
      .patch('/api/v1/me')
      .bearerToken(token)
      .unsafeJson('{"name":')
      .header('Content-Type', 'application/json')
    malformed.assertStatus(400)
    const fresh = await User.findOrFail(user.id)
    assert.equal(fresh.name, user.name)
    assert.equal(fresh.timezone, 'Europe/Athens')
  })

  test('a new password needs the current one and signs out the other sessions', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const otherSession = await tokenOf(user)
    const change = { password: 'brand-new-secret', password_confirmation: 'brand-new-secret' }

    const withoutCurrent = await client.patch('/api/v1/me').bearerToken(token).json(change)
    withoutCurrent.assertStatus(422)
    assert.equal(firstError(withoutCurrent.body()).code, 'current_password_incorrect')
    assert.equal(
      firstError(withoutCurrent.body()).source?.pointer,
      '/data/attributes/current_password',
    )

    const wrongCurrent = await client
      .patch('/api/v1/me')
      .bearerToken(token)
      .json({ ...change, current_password: 'nope' })
    wrongCurrent.assertStatus(422)
    assert.equal(firstError(wrongCurrent.body()).code, 'current_password_incorrect')
    assert.isTrue(await (await User.findOrFail(user.id)).verifyPassword('secret-password'))
    assert.equal(await countRows('auth_access_tokens', { tokenable_id: user.id }), 2)

    const ok = await client
      .patch('/api/v1/me')
      .bearerToken(token)
      .json({ ...change, current_password: 'secret-password' })
    ok.assertStatus(200)
    assert.isTrue(await (await User.findOrFail(user.id)).verifyPassword('brand-new-secret'))
    ;(await client.get('/api/v1/me').bearerToken(token)).assertStatus(200)
    ;(await client.get('/api/v1/me').bearerToken(otherSession)).assertStatus(401)
    assert.equal(await countRows('auth_access_tokens', { tokenable_id: user.id }), 1)
  })

  test('no token is 401', async ({ client, assert }) => {
    const response = await client.patch('/api/v1/me').json({ name: 'x' })
    response.assertStatus(401)
    assert.equal(firstError(response.body()).code, 'unauthenticated')
  })
})
