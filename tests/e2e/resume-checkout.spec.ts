import type { Locator, Page } from '@playwright/test'
import { signInToApi } from '../support/api-client'
import { demoAccount, expect, test } from '../support/fixtures'
import { startHostPage } from '../support/host-page'
import { offeredEvent } from '../support/public-event-seed'
import { uniqueEmail } from '../support/pages'

/** The paid ticket of these journeys. */
const PAID_TICKET = { name: 'Standing', price: 15 }

/** Opens the widget and books 2 Standing as `email`: the checkout popup it opens. */
async function bookTwo(page: Page, dialog: Locator, email: string) {
  await page.getByRole('button', { name: 'Book' }).click()
  const more = dialog.getByRole('button', { name: 'More Standing' })
  await more.click()
  await more.click()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByLabel('Name *').fill('Eleni Markou')
  await dialog.getByLabel('Email *').fill(email)
  await dialog.getByRole('button', { name: 'Next' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Book', exact: true }).click(),
  ])
  await popup.waitForURL(/\/payments\/sandbox\/checkout\//)
  return popup
}

test('a closed payment window is resumed: the same hold, paid in the sandbox checkout, one booking', async ({
  page,
  request,
  baseURL,
  mailbox,
}) => {
  const api = await signInToApi(request, demoAccount('organizer'))
  const event = await offeredEvent(api, PAID_TICKET)
  const host = await startHostPage(new URL(baseURL!).origin)
  try {
    await page.goto(`${host.url}/?event=${event.code}`)
    const email = uniqueEmail('widget-resume')
    const dialog = page.getByRole('dialog', { name: event.name })
    const first = await bookTwo(page, dialog, email)
    await first.close()
    const status = dialog.getByRole('status')
    await expect(status).toHaveText(
      'The payment window was closed before the payment was completed.',
    )

    // The visitor closes the booking too, then books again: the same hold comes back
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Book' }).click()
    await expect(status).toHaveText(
      'Your booking is waiting for payment. Resume the payment, or let these tickets go and start again.',
    )
    await expect(dialog.getByRole('timer')).toHaveText(/^1[45]:\d\d$/)
    await expect(dialog.getByRole('button', { name: 'Start again' })).toBeEnabled()
    const [second] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'Resume payment' }).click(),
    ])
    await second.getByRole('button', { name: 'Pay' }).click()
    await expect(status).toContainText('Your booking is confirmed')
    const number = (await status.locator('.number').textContent())!.trim()
    await mailbox.waitFor(email, { subject: new RegExp(number) })

    // One booking of 2 for this buyer: nothing piled up
    const bookings = (await (
      await api.get(`orders?filter[event]=${event.id}&filter[search]=${encodeURIComponent(email)}`)
    ).json()) as { data: { attributes: { hash_code: string; status: string } }[] }
    expect(bookings.data.map((order) => order.attributes)).toEqual([
      expect.objectContaining({ hash_code: number, status: 'completed' }),
    ])
  } finally {
    await host.stop()
    await api.logout()
  }
})

test('Start again lets the held tickets go: the hold is expired, not cancelled', async ({
  page,
  request,
  baseURL,
}) => {
  const api = await signInToApi(request, demoAccount('organizer'))
  const event = await offeredEvent(api, PAID_TICKET)
  const host = await startHostPage(new URL(baseURL!).origin)
  try {
    await page.goto(`${host.url}/?event=${event.code}`)
    const email = uniqueEmail('widget-start-again')
    const dialog = page.getByRole('dialog', { name: event.name })
    const first = await bookTwo(page, dialog, email)
    await first.close()
    await dialog.getByRole('button', { name: 'Start again' }).click()
    await expect(dialog.getByRole('heading', { name: 'Tickets' })).toBeFocused()

    const bookings = (await (
      await api.get(`orders?filter[event]=${event.id}&filter[search]=${encodeURIComponent(email)}`)
    ).json()) as { data: { attributes: { status: string; payment_state: string } }[] }
    expect(bookings.data.map((order) => order.attributes)).toEqual([
      expect.objectContaining({ status: 'expired', payment_state: 'expired' }),
    ])
  } finally {
    await host.stop()
    await api.logout()
  }
})
