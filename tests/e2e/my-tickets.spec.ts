import { test, expect } from '../support/fixtures'
import { createUser } from '../support/accounts'
import { documentOf } from '../support/api-client'
import { seedFreeTicket } from '../support/event-screens'
import { bookFreePlaces } from '../support/free-booking'
import { openUserMenu, signIn, uniqueEmail, uniqueId } from '../support/pages'
import { organizerSession } from '../support/public-event-seed'

// Sign-in, a booking, a mail round trip and three pages: slower than one screen.
test.slow()

test('a guest sees the tickets booked with their address only once the e-mailed link confirmed it', async ({
  page,
  request,
  mailbox,
  axe,
  baseURL,
}) => {
  const guest = {
    name: 'Eleni Dimitriou',
    email: uniqueEmail('my-tickets'),
    password: 'Guest_pass.1',
    role: 'guest',
  }
  await createUser(request, guest)

  // A published event of the demo organizer, booked with the guest's address.
  const { api } = await organizerSession(request)
  const seeded = await seedFreeTicket(api, uniqueId())
  const published = await documentOf(
    await api.patch(`events/${seeded.eventId}`, {
      data: {
        type: 'events',
        id: seeded.eventId,
        attributes: { status: 'public', virtual_link: 'https://meet.example.org/rehearsal' },
      },
    }),
  )
  const eventName = String(published.data.attributes.name)
  const order = await bookFreePlaces(request, { ...seeded, email: guest.email, quantity: 2 })
  const ticketUrl = new URL(String(order.included![0]!.attributes.ticket_url))

  // On a phone, signed in: My tickets from the user menu shows nothing until the address is proven.
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page, guest)
  const menu = await openUserMenu(page)
  await menu.getByRole('menuitem', { name: 'My tickets' }).click()
  await page.waitForURL('**/manage/attendees/list-tickets')
  const main = page.locator('#tessera-main')
  await expect(main.getByRole('heading', { level: 1, name: 'My tickets' })).toBeVisible()
  await expect(main.getByText('Confirm your e-mail address to see your tickets')).toBeVisible()
  await expect(main.getByRole('article')).toHaveCount(0)
  await expect(main.getByText(eventName)).toHaveCount(0)
  await axe()

  await main.getByRole('button', { name: 'Send verification e-mail' }).click()
  await expect(main.getByText(`We sent a new link to ${guest.email}.`)).toBeVisible()

  // The e-mail, as the SMTP server on loopback received it.
  const mail = await mailbox.waitFor(guest.email, { subject: 'Confirm your e-mail address' })
  expect(mail.text).toContain(`Hello ${guest.name},`)
  const link = mail.links.find((url) => url.startsWith(`${baseURL}/email/verify?token=`))
  expect(link, mail.links.join('\n')).toBeDefined()

  await page.goto(link!)
  await expect(page.getByText(`Your e-mail address ${guest.email} is confirmed.`)).toBeVisible()
  await axe()
  await page.getByRole('link', { name: 'Open My tickets' }).click()
  await page.waitForURL('**/manage/attendees/list-tickets')

  // The booked ticket, with its QR code, its page and the event's page.
  const card = main.getByRole('article', { name: eventName })
  await expect(card).toBeVisible()
  await expect(card.getByText(`${seeded.typeName} for Maria Papadopoulou`)).toBeVisible()
  await expect(card.getByText('Admits 2, checked in 0')).toBeVisible()
  const qr = card.getByRole('img', {
    name: `QR code of the ticket ${seeded.typeName} for Maria Papadopoulou`,
  })
  // Lazy: it loads once scrolled into view
  await qr.evaluate((img) => img.scrollIntoView({ block: 'center' }))
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await expect(card.getByRole('link', { name: 'Open ticket' })).toHaveAttribute(
    'href',
    ticketUrl.pathname,
  )
  // The event's public page, at the site's public address (APP_URL)
  await expect(card.getByRole('link', { name: eventName })).toHaveAttribute(
    'href',
    new RegExp(`^${ticketUrl.origin}/event/\\w+$`),
  )
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0)
  await axe()

  // The link works once.
  await page.goto(link!)
  await expect(page.getByText('Your e-mail address is already verified.')).toBeVisible()
})
