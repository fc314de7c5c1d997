import { test } from '@japa/runner'
import { bookingToken, bookingUrl } from '#services/orders/booking_token'
import { escapeHtml } from '@tessera/shared/html'
import { useAccountsFixtures } from '#tests/helpers'
import { paidBooking } from '#tests/support/booking_factory'
import { assertStrictPolicy } from '#tests/support/csp'

const returnPath = (hashCode: string) => `/payments/return/${hashCode}`

test.group('Payment return page', (group) => {
  useAccountsFixtures(group)

  test("reports the outcome to the opener's origin only, by a script file, and links to the booking", async ({
    client,
    assert,
  }) => {
    const { hashCode } = await paidBooking({ status: 'completed' })
    const token = bookingToken(hashCode)
    const response = await client
      .get(returnPath(hashCode))
      .qs({ token, outcome: 'paid', origin: 'https://organizer.example' })
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'data-origin="https://organizer.example"')
    assert.include(
      html,
      `data-message="${escapeHtml(JSON.stringify({ type: 'tessera:payment', booking: hashCode, outcome: 'paid' }))}"`,
    )
    assert.include(html, '<script src="/payments/return.js" defer></script>')
    assert.notMatch(html, /<script>/)
    const policy = assertStrictPolicy(assert, response.header('content-security-policy'), html)
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"])
    assert.include(html, `href="${escapeHtml(bookingUrl(hashCode))}"`)
    assert.include(html, 'your booking is confirmed')

    const script = await client.get('/payments/return.js')
    script.assertStatus(200)
    assert.match(script.header('content-type') ?? '', /javascript/)
    assert.include(script.text(), 'window.opener.postMessage(')
  })

  test('an origin that is not a bare http(s) origin is never posted to', async ({
    client,
    assert,
  }) => {
    const { hashCode } = await paidBooking()
    for (const origin of ['javascript:alert(1)', 'https://organizer.example/path', '*', 'null']) {
      const response = await client
        .get(returnPath(hashCode))
        .qs({ token: bookingToken(hashCode), outcome: 'paid', origin })
      response.assertStatus(200)
      assert.include(response.text(), 'data-origin=""', origin)
    }
  })

  test('the page tells a declined or pending payment apart; a bad link is 404', async ({
    client,
    assert,
  }) => {
    const { hashCode } = await paidBooking()
    const token = bookingToken(hashCode)
    const declined = await client.get(returnPath(hashCode)).qs({ token, outcome: 'declined' })
    assert.include(declined.text(), 'You did not complete the payment.')
    const pending = await client
      .get(returnPath(hashCode))
      .qs({ token, outcome: 'paid', lang: 'el' })
    assert.include(pending.text(), '<html lang="el">')
    ;(await client.get(returnPath(hashCode)).qs({ token: 'x', outcome: 'paid' })).assertStatus(404)
    ;(await client.get(returnPath(hashCode)).qs({ token, outcome: 'maybe' })).assertStatus(404)
  })
})
