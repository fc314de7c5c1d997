import { test } from '@japa/runner'
import { bookingToken } from '#services/orders/booking_token'
import { countRows, useAccountsFixtures } from '#tests/helpers'
import { orderRow, paidBooking, paymentEventRows } from '#tests/support/booking_factory'
import { assertStrictPolicy } from '#tests/support/csp'

const checkoutPath = (hashCode: string) => `/payments/sandbox/checkout/${hashCode}`
const OPENER = 'https://organizer.example'

test.group('Sandbox checkout page', (group) => {
  useAccountsFixtures(group)

  test('shows the event, tickets, total and time left with Pay and Decline, in Greek on ?lang=el', async ({
    client,
    assert,
  }) => {
    const { hashCode } = await paidBooking({ holdMinutes: 12 })
    const token = bookingToken(hashCode)
    const response = await client.get(checkoutPath(hashCode)).qs({ token, origin: OPENER })
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, 'Athens Design Week')
    assert.include(html, 'Full pass')
    assert.include(html, '€52.00')
    assert.include(html, 'Time left to pay: 12 min.')
    assert.match(
      html,
      /<button class="primary" type="submit" name="decision" value="pay">Pay<\/button>/,
    )
    assert.include(html, 'value="decline">Decline</button>')
    assert.include(html, `name="origin" value="${OPENER}"`)
    assert.notInclude(html, '<script')
    const policy = assertStrictPolicy(assert, response.header('content-security-policy'), html)
    assert.deepEqual(policy.get('script-src'), ["'self'"])
    assert.equal(response.header('cache-control'), 'no-store')

    const greek = await client.get(checkoutPath(hashCode)).qs({ token, lang: 'el' })
    assert.include(greek.text(), '<html lang="el">')
    assert.include(greek.text(), 'Πληρωμή')
  })

  test('a wrong token or another booking number is 404; a closed order shows its state', async ({
    client,
    assert,
  }) => {
    const { hashCode } = await paidBooking()
    ;(await client.get(checkoutPath(hashCode)).qs({ token: 'nope' })).assertStatus(404)
    ;(await client.get(checkoutPath('NOSUCH')).qs({ token: bookingToken('NOSUCH') })).assertStatus(
      404,
    )
    for (const [options, text] of [
      [{ holdMinutes: -1 }, 'The time to pay for this booking has run out'],
      [
        { status: 'expired' as const, holdMinutes: -1 },
        'The time to pay for this booking has run out',
      ],
      [{ status: 'completed' as const }, 'This booking is already paid.'],
    ] as const) {
      const order = await paidBooking(options)
      const page = await client
        .get(checkoutPath(order.hashCode))
        .qs({ token: bookingToken(order.hashCode) })
      page.assertStatus(200)
      assert.include(page.text(), text)
      assert.notInclude(page.text(), 'name="decision"')
    }
  })

  test('Pay goes through the signed webhook path, then to the return page', async ({
    client,
    assert,
  }) => {
    const { orderId, hashCode, reference } = await paidBooking()
    const token = bookingToken(hashCode)
    const response = await client
      .post(checkoutPath(hashCode))
      .form({ token, decision: 'pay', origin: OPENER })
      .redirects(0)
    response.assertStatus(302)
    const location = new URL(response.header('location')!)
    assert.equal(location.pathname, `/payments/return/${hashCode}`)
    assert.equal(location.searchParams.get('outcome'), 'paid')
    assert.equal(location.searchParams.get('origin'), OPENER)
    assert.equal(location.searchParams.get('token'), token)
    assert.equal((await orderRow(orderId)).status, 'completed')
    const [event] = await paymentEventRows(orderId)
    assert.equal(event.provider, 'sandbox')
    assert.equal(event.kind, 'paid')
    assert.match(event.event_id, /^sbx_evt_/)
    assert.notEqual(reference, '')
  })

  test('Decline ends the hold; a decision after the hold or with a bad token changes nothing', async ({
    client,
    assert,
  }) => {
    const declined = await paidBooking()
    const response = await client
      .post(checkoutPath(declined.hashCode))
      .form({
        token: bookingToken(declined.hashCode),
        decision: 'decline',
        origin: 'javascript:alert(1)',
      })
      .redirects(0)
    response.assertStatus(302)
    const location = new URL(response.header('location')!)
    assert.equal(location.searchParams.get('outcome'), 'declined')
    assert.isNull(location.searchParams.get('origin'))
    assert.equal((await orderRow(declined.orderId)).status, 'expired')

    const late = await paidBooking({ holdMinutes: -1 })
    const refused = await client
      .post(checkoutPath(late.hashCode))
      .form({ token: bookingToken(late.hashCode), decision: 'pay' })
      .redirects(0)
    refused.assertStatus(302)
    assert.include(refused.header('location') ?? '', checkoutPath(late.hashCode))
    assert.equal((await orderRow(late.orderId)).status, 'pending')
    const forged = await client
      .post(checkoutPath(late.hashCode))
      .form({ token: 'forged', decision: 'pay' })
      .redirects(0)
    forged.assertStatus(404)
    assert.equal(await countRows('payment_events', { order_id: late.orderId }), 0)
  })
})
