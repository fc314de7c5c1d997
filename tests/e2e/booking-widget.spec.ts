import { documentOf, signInToApi, type Api } from '../support/api-client'
import { athensWallTime, createEvent } from '../support/event-screens'
import { demoAccount, expect, test } from '../support/fixtures'
import { startHostPage } from '../support/host-page'
import { offerTicket } from '../support/public-event-seed'
import { uniqueId } from '../support/pages'

/** A published virtual event of the demo organizer with one free ticket on sale (4 per person). */
async function freeEvent(api: Api) {
  const name = `Harbour talks ${uniqueId()}`
  const created = await createEvent(api, name, `harbour-${uniqueId()}`)
  const id = created.data.id
  const attributes = { status: 'public', virtual_link: 'https://meet.example.org/harbour' }
  await documentOf(await api.patch(`events/${id}`, { data: { type: 'events', id, attributes } }))
  await offerTicket(
    api,
    id,
    { name: 'Deck pass', description: 'Free' },
    {
      price: 0,
      total_quantity: 50,
      max_quantity_per_person: 4,
      sale_range: [athensWallTime(0, '00:00'), athensWallTime(3, '17:00')],
    },
  )
  return { name, code: String(created.data.attributes.hash_code) }
}

test.describe('the booking widget on another origin, under a strict CSP and hostile CSS', () => {
  test('in Greek, from the page’s language, at 320 px', async ({ page, request, baseURL, axe }) => {
    const api = await signInToApi(request, demoAccount('organizer'))
    const event = await freeEvent(api)
    await api.logout()
    const host = await startHostPage(new URL(baseURL!).origin)
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
