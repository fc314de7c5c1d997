import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { signInToApi } from '../support/api-client'
import { demoAccount, expect, test } from '../support/fixtures'
import { startHostPage } from '../support/host-page'
import { offeredEvent } from '../support/public-event-seed'
import { uniqueEmail } from '../support/pages'

const FREE_TICKET = { name: 'Deck pass', price: 0 }
const PAID_TICKET = { name: 'Standing', price: 15 }

type Heard = { type: string; detail: Record<string, unknown> }
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard)

/** What the host page hears of one booking made and closed. */
const ONE_BOOKING = ['open', 'step', 'step', 'step', 'order-created', 'order-completed', 'close']

/** An event of the demo organizer offering `ticket`, and the host page that embeds the widget. */
async function hostedEvent(
  request: APIRequestContext,
  baseURL: string | undefined,
  ticket: { name: string; price: number },
) {
  const api = await signInToApi(request, demoAccount('organizer'))
  const event = await offeredEvent(api, ticket)
  await api.logout()
  return { event, host: await startHostPage(new URL(baseURL!).origin) }
}

/** The page's errors and console errors, as they come. */
function pageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
  return problems
}

/** The host page is where it was, its script's state intact, and its CSP refused nothing. */
async function expectHostStayed(page: Page, url: string) {
  expect(page.url()).toBe(url)
  expect(await page.evaluate(() => (window as unknown as { stayed: string }).stayed)).toBe(
    'still this page',
  )
  expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual(
    [],
  )
}

test.describe('the booking widget on another origin, under a strict CSP and hostile CSS', () => {
  test('a visitor books free tickets with the keyboard; the host page hears every step', async ({
    page,
    request,
    baseURL,
    mailbox,
    axe,
  }) => {
    const { event, host } = await hostedEvent(request, baseURL, FREE_TICKET)
    try {
      const problems = pageProblems(page)
      const scripts: string[] = []
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
      await page.goto(`${host.url}/?event=${event.code}`)
      const book = page.getByRole('button', { name: 'Book' })
      await expect(book).toBeVisible()
      const size = await book.boundingBox()
      expect(size!.height).toBeGreaterThanOrEqual(44)
      expect(size!.width).toBeGreaterThanOrEqual(144)

      await page.keyboard.press('Tab')
      await expect(book).toBeFocused()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: event.name })
      await expect(dialog.getByRole('heading', { name: 'Tickets' })).toBeFocused()
      await axe({ include: 'tessera-booking' })
      const more = dialog.getByRole('button', { name: 'More Deck pass' })
      await more.press('Enter')
      await more.press('Enter')
      await expect(dialog.getByRole('checkbox')).toBeChecked()
      await dialog.getByRole('button', { name: 'Next' }).press('Enter')

      const email = uniqueEmail('widget')
      await dialog.getByLabel('Name *').pressSequentially('Eleni Markou')
      await dialog.getByLabel('Email *').pressSequentially(email)
      await dialog.getByRole('button', { name: 'Next' }).press('Enter')
      await expect(dialog.getByRole('cell', { name: 'Deck pass' })).toBeVisible()
      await dialog.getByRole('button', { name: 'Book', exact: true }).press('Enter')
      const done = dialog.getByRole('status')
      await expect(done).toContainText('Your booking is confirmed')
      const number = (await done.locator('.number').textContent())!.trim()
      expect(number).toMatch(/^\w{4,}$/)
      await axe({ include: 'tessera-booking' })

      const mail = await mailbox.waitFor(email)
      expect(`${mail.subject}\n${mail.text}`).toContain(number)

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(book).toBeFocused()
      const events = await heard(page)
      expect(events.map((e) => e.type)).toEqual(ONE_BOOKING)
      expect(events[5]!.detail).toEqual({
        booking_number: number,
        status: 'completed',
        lines: [expect.objectContaining({ name: 'Deck pass', quantity: 2, unit_price: 0 })],
        total: 0,
        currency: expect.any(String),
      })
      await expectHostStayed(page, `${host.url}/?event=${event.code}`)
      expect(problems).toEqual([])
      // No ticket collects phone numbers: libphonenumber's metadata was never fetched.
      expect(scripts.some((url) => url.includes('/widget/chunks/booking-modal-'))).toBe(true)
      const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()))
      const phoneMetadata = scripts.filter((_, i) => bodies[i]!.includes('country_calling_codes'))
      expect(phoneMetadata).toEqual([])
    } finally {
      await host.stop()
    }
  })

  test('in Greek, from the page’s language, at 320 px', async ({ page, request, baseURL, axe }) => {
    const { event, host } = await hostedEvent(request, baseURL, FREE_TICKET)
    try {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(`${host.url}/?event=${event.code}&lang=el`)
      await page.getByRole('button', { name: 'Κράτηση' }).click()
      const dialog = page.getByRole('dialog', { name: event.name })
      await expect(dialog.getByRole('heading', { name: 'Εισιτήρια' })).toBeVisible()
      const box = await dialog.boundingBox()
      // Inside the viewport and centred in it (the top layer's own placement, kept).
      expect(box!.x).toBeGreaterThan(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(320)
      expect(Math.abs(box!.x + box!.width / 2 - 160)).toBeLessThanOrEqual(1)
      // Inside the element's shadow root (the host page's own hostile colours are not ours).
      await axe({ include: 'tessera-booking' })
      expect(
        await page
          .locator('tessera-booking')
          .evaluate((el) => el.shadowRoot!.querySelector('.root')!.getAttribute('lang')),
      ).toBe('el')
    } finally {
      await host.stop()
    }
  })
})

/** In the open widget: 2 of `ticket`, then Registration as `email` (kept from before if empty). */
async function chooseAndRegister(dialog: Locator, ticket: string, email: string) {
  const more = dialog.getByRole('button', { name: `More ${ticket}` })
  await more.click()
  await more.click()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByLabel('Name *').fill('Eleni Markou')
  await dialog.getByLabel('Email *').fill(email)
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('cell', { name: ticket })).toBeVisible()
}

/** Opens the widget on the host page and fills Tickets and Registration: Book Me In. */
async function fillBooking(page: Page, eventName: string, ticket: string, email: string) {
  await page.getByRole('button', { name: 'Book' }).click()
  const dialog = page.getByRole('dialog', { name: eventName })
  await chooseAndRegister(dialog, ticket, email)
  return dialog
}

/** Book on Book Me In: the checkout popup it opens, once the sandbox checkout is shown. */
async function bookAndCheckout(page: Page, dialog: Locator) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Book', exact: true }).click(),
  ])
  await popup.waitForURL(/\/payments\/sandbox\/checkout\//)
  return popup
}

test.describe('a paid booking through the widget on another origin', () => {
  test('the hold’s countdown, the checkout popup, Pay: the booking number, the host hears, the e-mail', async ({
    page,
    request,
    baseURL,
    mailbox,
    axe,
  }) => {
    const { event, host } = await hostedEvent(request, baseURL, PAID_TICKET)
    try {
      const problems = pageProblems(page)
      await page.goto(`${host.url}/?event=${event.code}`)
      const email = uniqueEmail('widget-paid')
      const dialog = await fillBooking(page, event.name, 'Standing', email)

      const popup = await bookAndCheckout(page, dialog)
      await expect(dialog.getByRole('timer')).toHaveText(/^1[45]:\d\d$/)
      const status = dialog.getByRole('status')
      await expect(status).toHaveText('Complete the payment in the payment window.')
      await axe({ include: 'tessera-booking' })
      expect(new URL(popup.url()).searchParams.get('origin')).toBe(host.url)
      await popup.getByRole('button', { name: 'Pay' }).click()

      await expect(status).toContainText('Your booking is confirmed')
      const number = (await status.locator('.number').textContent())!.trim()
      await expect(popup.getByRole('status')).toContainText('Your payment was received')
      const mail = await mailbox.waitFor(email, { subject: new RegExp(number) })
      expect(mail.subject).toBe(`Your booking ${number}: ${event.name}`)

      await dialog.getByRole('button', { name: 'Close' }).click()
      const events = await heard(page)
      expect(events.map((e) => e.type)).toEqual(ONE_BOOKING)
      const line = expect.objectContaining({ name: 'Standing', quantity: 2 })
      const order = { booking_number: number, lines: [line], currency: expect.any(String) }
      expect(events[4]!.detail).toEqual({ ...order, status: 'pending', total: expect.any(Number) })
      const total = events[4]!.detail.total as number
      expect(total).toBeGreaterThanOrEqual(30)
      expect(events[5]!.detail).toEqual({ ...order, status: 'completed', total })
      expect(events[6]!.detail).toEqual({ completed: true })
      await expectHostStayed(page, `${host.url}/?event=${event.code}`)
      expect(problems).toEqual([])
    } finally {
      await host.stop()
    }
  })

  test('a closed checkout window and a declined payment are explained, and the visitor can still book', async ({
    page,
    request,
    baseURL,
    mailbox,
  }) => {
    const { event, host } = await hostedEvent(request, baseURL, PAID_TICKET)
    try {
      await page.goto(`${host.url}/?event=${event.code}`)
      const email = uniqueEmail('widget-declined')
      const dialog = await fillBooking(page, event.name, 'Standing', email)
      const first = await bookAndCheckout(page, dialog)
      await first.close()
      const status = dialog.getByRole('status')
      await expect(status).toHaveText(
        'The payment window was closed before the payment was completed.',
      )

      const reopen = dialog.getByRole('button', { name: 'Resume payment' })
      const [second] = await Promise.all([page.waitForEvent('popup'), reopen.click()])
      await second.getByRole('button', { name: 'Decline' }).click()
      const alert = dialog.getByRole('alert')
      await expect(alert).toHaveText(
        'The payment was not completed and the tickets were released. You have not been charged.Start again',
      )
      await expect.poll(() => second.isClosed()).toBe(true)

      await dialog.getByRole('button', { name: 'Start again' }).click()
      await expect(dialog.getByRole('heading', { name: 'Tickets' })).toBeFocused()
      await chooseAndRegister(dialog, 'Standing', email)
      const third = await bookAndCheckout(page, dialog)
      await third.getByRole('button', { name: 'Pay' }).click()
      await expect(status).toContainText('Your booking is confirmed')
      const number = (await status.locator('.number').textContent())!.trim()
      await mailbox.waitFor(email, { subject: new RegExp(number) })
      const events = (await heard(page)).map((e) => `${e.type} ${e.detail.status ?? ''}`.trim())
      expect(events.filter((e) => e.startsWith('order-'))).toEqual([
        'order-created pending',
        'order-created pending',
        'order-completed completed',
      ])
    } finally {
      await host.stop()
    }
  })
})

test('the public page’s button-only mode, /event/{code}?book: the Book button alone, booking open on load', async ({
  page,
  request,
}) => {
  const api = await signInToApi(request, demoAccount('organizer'))
  const event = await offeredEvent(api, FREE_TICKET)
  await api.logout()
  await page.goto(`/event/${event.code}?book`)
  const dialog = page.getByRole('dialog', { name: event.name })
  await expect(dialog.getByRole('heading', { name: 'Tickets' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'More Deck pass' })).toBeEnabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Book' })).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
})
