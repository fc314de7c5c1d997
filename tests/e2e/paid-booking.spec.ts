import { expect, test } from '../support/fixtures'
import { newResource } from '../support/api-client'
import { paidEvent } from '../support/paid-event'
import { uniqueEmail, uniqueId } from '../support/pages'

test('a paid booking: the sandbox checkout, Pay, the return page tells its opener, the e-mail', async ({
  page,
  request,
  mailbox,
  axe,
  baseURL,
}) => {
  const event = await paidEvent(request)
  const buyer = { name: 'Maria Papadopoulou', email: uniqueEmail('paid-booking') }

  // The widget's POST /orders, as a visitor's browser would send it.
  const answer = await request.post('/api/v1/orders', {
    headers: {
      'Idempotency-Key': uniqueId(),
      'Content-Type': 'application/vnd.api+json',
      Accept: 'application/vnd.api+json',
    },
    data: newResource('orders', {
      event_id: event.id,
      buyer,
      lines: [{ event_ticket_id: event.ticketId, quantity: 2 }],
      consent: true,
    }),
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const order = (await answer.json()).data.attributes as {
    hash_code: string
    status: string
    payment_url: string
  }
  expect(order.status).toBe('pending')
  expect(order.payment_url).toContain(`/payments/sandbox/checkout/${order.hash_code}?token=`)

  // A page of the API's origin opens the checkout in a popup, as the widget does.
  await page.goto('/login')
  await page.evaluate(() => {
    const received: unknown[] = []
    Object.assign(window, { received })
    window.addEventListener('message', (message) =>
      received.push({ origin: message.origin, data: message.data }),
    )
  })
  const checkoutUrl = new URL(order.payment_url)
  checkoutUrl.searchParams.set('origin', baseURL!)
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => window.open(url, 'tessera-checkout'), checkoutUrl.href),
  ])
  await expect(
    popup.getByRole('heading', { level: 1, name: `Pay for booking ${order.hash_code}` }),
  ).toBeVisible()
  await expect(popup.getByRole('heading', { level: 2, name: event.name })).toBeVisible()
  await expect(popup.getByRole('row', { name: /Standing 2/ })).toBeVisible()
  await expect(popup.getByText(/Time left to pay: 1[45] min\./)).toBeVisible()
  await axe({ on: popup })
  await popup.getByRole('button', { name: 'Pay' }).click()

  // The return page: the booking is confirmed (the webhook ran), the opener told, then closed.
  await popup.waitForURL(`**/payments/return/${order.hash_code}?**`)
  await expect(popup.getByRole('status')).toHaveText(
    'Your payment was received and your booking is confirmed. Your tickets are on their way by e-mail.',
  )
  await expect(popup.getByRole('link', { name: 'See your booking' })).toHaveAttribute(
    'href',
    new RegExp(`/booking/${order.hash_code}\\?token=`),
  )
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
    .toEqual([
      {
        origin: baseURL,
        data: { type: 'tessera:payment', booking: order.hash_code, outcome: 'paid' },
      },
    ])
  const closed = popup.waitForEvent('close')
  // The click closes the very page it is made on: Playwright may see the page go mid-action.
  await popup
    .getByRole('button', { name: 'Close this window' })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await closed

  // The confirmation e-mail, once, from the real SMTP sink.
  const mail = await mailbox.waitFor(buyer.email, { subject: new RegExp(order.hash_code) })
  expect(mail.subject).toBe(`Your booking ${order.hash_code}: ${event.name}`)
  expect(
    mail.links.some((url) => url.startsWith(`${baseURL}/booking/${order.hash_code}?token=`)),
  ).toBe(true)
  const all = await mailbox.messages()
  expect(all.filter((message) => message.to.includes(buyer.email.toLowerCase()))).toHaveLength(1)
})
