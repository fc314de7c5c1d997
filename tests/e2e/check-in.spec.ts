import type { APIRequestContext } from '@playwright/test'
import { test, expect, guardContext, type Mailbox } from '../support/fixtures'
import { documentOf, newResource, type Api } from '../support/api-client'
import { bookFreePlaces, isQrCodeOf } from '../support/free-booking'
import { seedFreeTicket } from '../support/event-screens'
import { uniqueEmail, uniqueId } from '../support/pages'
import { organizerSession } from '../support/public-event-seed'
import { enterTicketLink, openScanner } from '../support/scanner'

test.use({ signedInAs: 'organizer' })
// Three browser contexts, two of them going offline and back: slower than one journey.
test.slow()

/** A published event of the demo organizer with one booking of 3 free places; its mailed ticket link. */
async function bookedParty(api: Api, request: APIRequestContext, mailbox: Mailbox) {
  const seeded = await seedFreeTicket(api, uniqueId())
  const published = await documentOf(
    await api.patch(`events/${seeded.eventId}`, {
      data: {
        type: 'events',
        id: seeded.eventId,
        attributes: { status: 'public', virtual_link: 'https://meet.example.org/door' },
      },
    }),
  )
  const email = uniqueEmail('check-in')
  const order = await bookFreePlaces(request, { ...seeded, email, quantity: 3 })
  const ticketUrl = String(order.included![0]!.attributes.ticket_url)
  // The e-mail's QR code encodes that link: scanning it or typing the link is the same.
  const mail = await mailbox.waitFor(email, { subject: /^Your booking / })
  const [qr] = mail.attachments.filter((part) => part.mimeType === 'image/png')
  expect(await isQrCodeOf(qr!.base64, ticketUrl)).toBe(true)
  return { eventId: seeded.eventId, name: String(published.data.attributes.name), email, ticketUrl }
}

test('door staff scan a mailed ticket, check in two of three; offline gates that both admit the last place see the conflict; a door-staff link shows no e-mail', async ({
  page,
  browser,
  request,
  mailbox,
  axe,
}) => {
  const { api } = await organizerSession(request)
  const party = await bookedParty(api, request, mailbox)

  // Online, on a phone: the card, two of three checked in.
  await page.setViewportSize({ width: 390, height: 844 })
  await openScanner(page, party.name, 'North')
  await expect(page.getByText('Arrived: 0 of 3')).toBeVisible()
  const dialog = await enterTicketLink(page, party.ticketUrl)
  await expect(dialog.getByText('Maria Papadopoulou')).toBeVisible()
  await expect(dialog.getByText('0 of 3')).toBeVisible()
  await dialog.getByRole('button', { name: 'One more' }).click()
  await expect(dialog.getByRole('spinbutton', { name: 'People to check in' })).toHaveValue('2')
  await dialog.getByRole('button', { name: 'Check in' }).click()
  await expect(dialog.getByText('Checked-in completed')).toBeVisible()
  await expect(dialog.getByText('2 of 3')).toBeVisible()
  await expect(dialog.getByRole('spinbutton', { name: 'People to check in' })).toHaveValue('1')
  await axe()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByText('Arrived: 2 of 3')).toBeVisible()

  // Two gates lose the network and both admit the last place.
  const south = await browser.newContext({ storageState: await page.context().storageState() })
  const southChecked = await guardContext(south)
  const other = await south.newPage()
  await openScanner(other, party.name, 'South')
  await expect(other.getByText('Arrived: 2 of 3')).toBeVisible()
  // The service worker has cached the scanner: it reloads with no network, bundle and all.
  await other.evaluate(async () => {
    while (!(await caches.match('/api/v1/me?include=roles', { ignoreVary: true })))
      await new Promise((resolve) => setTimeout(resolve, 50))
  })
  await page.context().setOffline(true)
  await south.setOffline(true)
  await openScanner(other, party.name, 'South')
  await expect(other.getByText('Arrived: 2 of 3')).toBeVisible()
  await expect(page.getByText('Offline: scans are kept on this device.')).toBeVisible()
  // (Chromium reports navigator.onLine true on a page loaded offline from the service worker; the
  // failed request still queues the scan, as the message below shows.)
  for (const gate of [page, other]) {
    const card = await enterTicketLink(gate, party.ticketUrl)
    await expect(card.getByText('2 of 3')).toBeVisible()
    await card.getByRole('button', { name: 'Check in' }).click()
    await expect(
      card.getByText('Saved on this device; it is sent when the network is back.'),
    ).toBeVisible()
    await card.getByRole('button', { name: 'Close' }).first().click()
    await expect(gate.getByText('1 scans waiting to be sent.')).toBeVisible()
  }
  await page.context().setOffline(false)
  await expect(page.getByText('Online')).toBeVisible()
  await expect(page.getByText('Arrived: 3 of 3')).toBeVisible()
  await south.setOffline(false)
  const conflict = other.getByRole('alert').filter({ hasText: 'Admitted twice while offline' })
  // That page never saw an `offline` event (above), so no `online` one either: its queue goes with
  // the next bundle refresh, at most 10 s later.
  await expect(conflict).toContainText('Maria Papadopoulou', { timeout: 15_000 })
  await expect(conflict).toContainText('1 admitted at South by device')
  await expect(conflict).toContainText('Also admitted: 1 at North by device')
  await southChecked()
  await south.close()

  // A door-staff link: no account, the event's names only.
  const created = await documentOf(
    await api.post(
      'door-links',
      newResource('door-links', {
        event_id: party.eventId,
        gate: 'East',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ),
    201,
  )
  const staff = await browser.newContext()
  const staffChecked = await guardContext(staff)
  const door = await staff.newPage()
  await door.goto(String(created.data.attributes.url))
  await expect(door.getByRole('heading', { level: 1, name: 'Scan tickets' })).toBeVisible()
  await expect(door.getByLabel('Gate')).toHaveValue('East')
  const card = await enterTicketLink(door, party.ticketUrl)
  await expect(card.getByText('Maria Papadopoulou')).toBeVisible()
  await expect(card.getByText('3 of 3')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Check in' })).toBeDisabled()
  await expect(door.getByText(party.email)).toHaveCount(0)
  expect(await door.content()).not.toContain(party.email)
  await axe({ on: door })
  await staffChecked()
  await staff.close()
})
