import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { startHostPage } from '../support/host-page'
import { uniqueEmail } from '../support/pages'
import { offeredEvent, organizerSession, uploadHero } from '../support/public-event-seed'

/*
| One address for the site (issue 26 item 1; docs/DECISIONS.md "One canonical origin"). The API's
| APP_URL is http://127.0.0.1:<port>; the same server is also reachable as localhost:<port>, the
| second name a person may type or be given.
*/

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

/** The same server under its other loopback name. */
const secondHost = (baseURL: string) => baseURL.replace('//127.0.0.1:', '//localhost:')

/** A published virtual event at 15 a ticket, with a hero image: its id, name and code. */
async function paidEventWithHero(request: APIRequestContext) {
  const { api, token } = await organizerSession(request)
  const event = await offeredEvent(api, { name: 'Standing', price: 15 })
  await uploadHero(request, token, event.id)
  await api.logout()
  return event
}

/** In the open widget: 2 Standing, Registration, Book; Pay in the popup; the widget says so. */
async function bookAndPay(page: Page, dialog: Locator) {
  const more = dialog.getByRole('button', { name: 'More Standing' })
  await more.click()
  await more.click()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByLabel('Name *').fill('Eleni Markou')
  await dialog.getByLabel('Email *').fill(uniqueEmail('canonical-host'))
  await dialog.getByRole('button', { name: 'Next' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Book', exact: true }).click(),
  ])
  await popup.waitForURL(/\/payments\/sandbox\/checkout\//)
  const status = dialog.getByRole('status')
  await expect(status).toHaveText('Complete the payment in the payment window.')
  await popup.getByRole('button', { name: 'Pay' }).click()
  await expect(popup.getByRole('status')).toContainText('Your payment was received')
  // The return page's message reached the widget: it no longer waits for the payment window.
  await expect(status).toContainText('Your booking is confirmed')
}

test.describe('the organizer signed in', () => {
  test.use({ signedInAs: 'organizer' })

  test('the copied link opened on another host name: APP_URL’s page, its hero image, a paid booking told its outcome', async ({
    page,
    request,
    baseURL,
  }) => {
    const event = await paidEventWithHero(request)
    const second = secondHost(baseURL!)

    // The organizer opens the preview on the second name: the site is APP_URL's, and so is the link.
    await page.goto(`${second}/manage/event/${event.id}`)
    await expect(page).toHaveURL(`${baseURL}/manage/event/${event.id}`)
    const link = `${baseURL}/event/${event.code}`
    await page.getByRole('button', { name: 'Copy public link' }).click()
    const copied = page.getByRole('dialog', { name: 'Copied - Public Event Link' })
    await expect(copied.getByRole('link', { name: link })).toHaveAttribute('href', link)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Embed' }).click()
    const snippet = page
      .getByRole('dialog', { name: 'Embed the booking widget' })
      .getByRole('textbox', { name: 'Embed code' })
    await expect(snippet).toHaveValue(new RegExp(`src="${baseURL}/widget/tessera-booking\\.js"`))

    // A visitor is given the page on the second name, with its query: it opens on APP_URL.
    const visitor = await page.context().newPage()
    await visitor.goto(`${secondHost(link)}?lang=en`)
    await expect(visitor).toHaveURL(`${link}?lang=en`)
    const hero = visitor.getByRole('img', { name: `${event.name}: event image` })
    await expect(hero).toBeVisible()
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    const booking = visitor.getByRole('complementary', { name: 'Booking' })
    await booking.getByRole('button', { name: 'Book' }).click()
    await bookAndPay(visitor, visitor.getByRole('dialog', { name: event.name }))
    // The context's guard fails the test on any Content-Security-Policy violation.
  })
})

test('a widget whose script came from the second host name hears the payment’s outcome', async ({
  page,
  request,
  baseURL,
}) => {
  const event = await paidEventWithHero(request)
  // An organizer's site with a snippet copied while the site was opened on the other name.
  const host = await startHostPage(secondHost(baseURL!))
  try {
    await page.goto(`${host.url}/?event=${event.code}`)
    await page.getByRole('button', { name: 'Book' }).click()
    const dialog = page.getByRole('dialog', { name: event.name })
    await bookAndPay(page, dialog)
    expect(await page.evaluate(() => (window as unknown as { refused: string[] }).refused)).toEqual(
      [],
    )
  } finally {
    await host.stop()
  }
})
