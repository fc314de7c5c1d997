import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { newResource } from '../support/api-client'
import { paidEvent } from '../support/paid-event'
import { uniqueEmail, uniqueId } from '../support/pages'

test.use({ signedInAs: 'organizer' })

/** A paid booking of `quantity` units placed and paid through the API and the sandbox checkout. */
async function paidBooking(
  request: APIRequestContext,
  event: { id: string; ticketId: string },
  buyer: { name: string; email: string },
  quantity: number,
) {
  const answer = await request.post('/api/v1/orders', {
    headers: { 'Idempotency-Key': uniqueId(), Accept: 'application/vnd.api+json' },
    data: newResource('orders', {
      event_id: event.id,
      buyer,
      lines: [{ event_ticket_id: event.ticketId, quantity }],
      consent: true,
    }),
  })
  expect(answer.status(), await answer.text()).toBe(201)
  const order = (await answer.json()).data.attributes as {
    hash_code: string
    payment_url: string
    total: number
  }
  const checkout = new URL(order.payment_url)
  const paid = await request.post(checkout.pathname, {
    form: { token: checkout.searchParams.get('token')!, decision: 'pay' },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(302)
  return { number: order.hash_code, total: order.total }
}

test('the organizer finds a guest, downloads the list, checks in and undoes, cancels with a refund and resends a confirmation', async ({
  page,
  request,
  mailbox,
  axe,
}) => {
  test.slow() // two bookings paid, two screens, a download and three e-mails
  const event = await paidEvent(request)
  const maria = { name: 'Maria Papadopoulou', email: uniqueEmail('guest-list') }
  const nikos = { name: 'Nikos Georgiou', email: uniqueEmail('guest-list') }
  const { number: mariaBooking, total } = await paidBooking(request, event, maria, 2)
  const { number: nikosBooking } = await paidBooking(request, event, nikos, 1)
  await mailbox.waitFor(nikos.email, { subject: new RegExp(nikosBooking) })

  // The event's guest list, reached from its quick actions.
  await page.goto(`/manage/events/edit-item/${event.id}`)
  await page.getByRole('switch', { name: 'Quick actions' }).click()
  await page.getByRole('link', { name: 'Guest list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible()
  await expect(page.getByText('Arrived: 0 of 3')).toBeVisible()
  await expect(page.getByRole('rowheader', { name: /Maria Papadopoulou/ })).toBeVisible()
  await page
    .getByRole('searchbox', { name: 'Search by name, e-mail or booking number' })
    .fill('nikos')
  await expect(page.getByRole('rowheader')).toHaveCount(1)
  const row = page.getByRole('row', { name: /Nikos Georgiou/ })
  await expect(row.getByText(nikosBooking)).toBeVisible()
  await expect(row.getByText('Paid')).toBeVisible()
  await expect(row.getByText('0 / 1')).toBeVisible()
  await axe()

  // The CSV of what is shown: a BOM, the header, Nikos only.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`guests-${event.id}.csv`)
  const csv = await readFile((await download.path())!, 'utf8')
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n')
  expect(csv.charCodeAt(0)).toBe(0xfeff)
  expect(lines[0]).toMatch(/^Booking number,Name,E-mail,/)
  expect(lines.slice(1)).toHaveLength(1)
  expect(lines[1]).toContain(`${nikosBooking},Nikos Georgiou,${nikos.email.toLowerCase()},`)
  expect(lines[1]).toContain(',Standing,1,0,Paid,Confirmed,')

  // Manual check-in at the guest list, then its undo (POST /check-ins, +1 then −1).
  await row.getByRole('button', { name: 'Check in Nikos Georgiou' }).click()
  await expect(page.getByText('Nikos Georgiou: entry recorded.')).toBeVisible()
  await expect(row.getByText('1 / 1')).toBeVisible()
  await expect(page.getByText('Arrived: 1 of 3')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Check in Nikos Georgiou' })).toBeDisabled()
  await row.getByRole('button', { name: 'Undo a check-in of Nikos Georgiou' }).click()
  await expect(page.getByText('Nikos Georgiou: entry undone.')).toBeVisible()
  await expect(row.getByText('0 / 1')).toBeVisible()
  await expect(page.getByText('Arrived: 0 of 3')).toBeVisible()

  // Bookings: cancel Maria's with its refund; resend Nikos's confirmation.
  await page.goto('/manage/tickets/list-tickets')
  await page
    .getByRole('searchbox', { name: 'Search by buyer or booking number' })
    .fill(mariaBooking)
  const booking = page.getByRole('row', { name: new RegExp(mariaBooking) })
  // The search's answer, not the whole list it replaces (Maria's row is in both).
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await expect(booking.getByText('2 × Standing')).toBeVisible()
  await expect(booking.getByText(/^sandbox: /)).toBeVisible()
  await axe()
  await booking.getByRole('button', { name: `Cancel booking ${mariaBooking}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' })
  await expect(dialog).toContainText(`€${total.toFixed(2)} refunded`)
  await dialog.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page.getByText('The booking is cancelled.')).toBeVisible()
  await expect(booking.getByText('Refunded')).toBeVisible()
  const cancelled = await mailbox.waitFor(maria.email, { subject: /cancelled/ })
  expect(cancelled.text).toContain('The organizer of the event cancelled it.')

  await page
    .getByRole('searchbox', { name: 'Search by buyer or booking number' })
    .fill(nikosBooking)
  await page
    .getByRole('row', { name: new RegExp(nikosBooking) })
    .getByRole('button', { name: `Resend the confirmation of booking ${nikosBooking}` })
    .click()
  await expect(page.getByText('The confirmation e-mail is on its way.')).toBeVisible()
  await expect
    .poll(
      async () =>
        (await mailbox.messages()).filter(
          (mail) =>
            mail.to.includes(nikos.email.toLowerCase()) && mail.subject.includes(nikosBooking),
        ).length,
    )
    .toBe(2)
})
