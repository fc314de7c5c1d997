import { test, expect } from '../support/fixtures'
import { documentOf, type Api } from '../support/api-client'
import { seedFreeTicket } from '../support/event-screens'
import { uniqueEmail, uniqueId } from '../support/pages'
import { organizerSession } from '../support/public-event-seed'
import { bookFreePlaces, isQrCodeOf } from '../support/free-booking'

/** A published event of the demo organizer with a free ticket on sale since today. */
async function freeEvent(api: Api) {
  const seeded = await seedFreeTicket(api, uniqueId())
  const id = seeded.eventId
  const published = await documentOf(
    await api.patch(`events/${id}`, {
      data: {
        type: 'events',
        id,
        attributes: { status: 'public', virtual_link: 'https://meet.example.org/booking' },
      },
    }),
  )
  return { ...seeded, id, name: String(published.data.attributes.name) }
}

test('a free booking e-mails its QR ticket; the booking link shows it, and the ticket page too', async ({
  page,
  request,
  mailbox,
  axe,
}) => {
  const { api } = await organizerSession(request)
  const event = await freeEvent(api)
  await api.logout()

  const email = uniqueEmail('booking')
  const order = await bookFreePlaces(request, {
    eventId: event.id,
    offerId: event.offerId,
    email,
    quantity: 2,
  })
  const hashCode = String(order.data.attributes.hash_code)
  const ticketUrl = String(order.included![0]!.attributes.ticket_url)

  // The e-mail from the SMTP sink: the QR code inline, and it is the QR of the ticket's URL.
  const mail = await mailbox.waitFor(email, { subject: `Your booking ${hashCode}: ${event.name}` })
  const [qr] = mail.attachments.filter((part) => part.mimeType === 'image/png')
  expect(mail.html).toContain(`src="cid:${qr!.contentId}"`)
  expect(await isQrCodeOf(qr!.base64, ticketUrl)).toBe(true)
  const ics = mail.attachments.find((part) => part.mimeType === 'text/calendar')
  expect(Buffer.from(ics!.base64, 'base64').toString()).toContain(`SUMMARY:${event.name}`)

  // The booking link, as the buyer follows it, on a phone.
  await page.setViewportSize({ width: 390, height: 844 })
  const link = mail.links.find((url) => url.includes(`/booking/${hashCode}?token=`))
  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${hashCode}` })).toBeVisible()
  await expect(page.getByText('Confirmed')).toBeVisible()
  await expect(page.getByRole('link', { name: event.name })).toHaveAttribute(
    'href',
    new RegExp(`/event/`),
  )
  await expect(page).toHaveTitle(`${event.name} · Your booking · Tessera`)
  const image = page.getByRole('img', {
    name: `QR code of the ticket ${event.typeName} for Maria Papadopoulou`,
  })
  await expect(image).toBeVisible()
  // Visible is laid out, not loaded: wait for the QR's bytes (a broken image never gets there).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await axe()
  const bookingPage = page.url()

  // The ticket, as the door sees it.
  await page.getByRole('link', { name: 'Open this ticket' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Papadopoulou' })).toBeVisible()
  await expect(page.getByText('Admitted: 0 of 2')).toBeVisible()
  await expect(page).toHaveURL(ticketUrl)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await axe()

  // Back on the booking: the buyer cancels (a free booking, any time before the start).
  await page.goto(bookingPage)
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' })
  await dialog.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page.getByText('Cancelled')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await expect(page.getByRole('img')).toHaveCount(0)
  await mailbox.waitFor(email, { subject: `Booking ${hashCode} cancelled: ${event.name}` })
  await page.goto(new URL(ticketUrl).pathname)
  await expect(page.getByRole('heading', { name: 'Ticket not valid' })).toBeVisible()
})
