import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { documentOf } from '../support/api-client'
import { createEvent } from '../support/event-screens'
import { expect, test } from '../support/fixtures'
import { uniqueId } from '../support/pages'
import { organizerSession } from '../support/public-event-seed'
import { hydrated, overflow } from '../support/public-page-actions'

/**
 * An organizer's public collection and calendar pages, rendered by the API (issue 12): a visitor
 * without an account opens the shared link, sees the organizer's published event and reaches its
 * public page; an unknown organizer is a 404 page. axe on both pages.
 */
/** A published virtual event of the demo organizer shown on both lists, with the organizer. */
async function listedEvent(request: APIRequestContext) {
  const { api } = await organizerSession(request)
  const name = `Harbour concert ${uniqueId()}`
  const event = await createEvent(api, name, `listed-${uniqueId()}`)
  await documentOf(
    await api.patch(`events/${event.data.id}`, {
      data: {
        type: 'events',
        id: event.data.id,
        attributes: {
          status: 'public',
          show_on_collection: true,
          show_on_calendar: true,
          virtual_link: 'https://meet.example.org/harbour',
        },
      },
    }),
  )
  const me = await documentOf(await api.get('me'))
  await api.logout()
  return {
    name,
    code: String(event.data.attributes.hash_code),
    uuid: String(me.data.attributes.uuid),
    organizer: String(me.data.attributes.name),
  }
}

test('a visitor opens an organizer’s collection and calendar', async ({ page, request, axe }) => {
  test.slow() // two pages, each checked by axe
  const { name, uuid, organizer } = await listedEvent(request)
  const collection = await page.goto(`/collections/${uuid}`)
  expect(collection?.status()).toBe(200)
  await expect(page).toHaveTitle(`Events by ${organizer} · Tessera`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(organizer)
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
  await axe()

  await page.goto(`/calendar/${uuid}`)
  await expect(page).toHaveTitle(`Calendar of events by ${organizer} · Tessera`)
  await expect(page.getByText(`Organizer: ${organizer}`)).toBeVisible()
  // Drawn by FullCalendar once the page has hydrated, from the window the page embedded
  await expect(page.getByText(name)).toBeVisible({ timeout: 15_000 })
  await axe()
})

test('from the collection a visitor reaches the event; an unknown organizer is a 404', async ({
  page,
  request,
}) => {
  const { name, code, uuid } = await listedEvent(request)
  await page.goto(`/collections/${uuid}`)
  // The server's markup is shown before React takes it over (after the first paint): a click on a
  // card before that opens nothing. Other tests' events share the organizer: search for this one.
  await hydrated(page)
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(name)
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(1)
  await page.getByRole('button', { name, exact: true }).click()
  await page.getByRole('dialog', { name }).getByRole('link', { name: 'Visit event' }).click()
  await expect(page).toHaveURL(new RegExp(`/event/${code}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  const unknown = await page.goto(`/collections/${randomUUID()}`)
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})

/** The box the server's markup reserves, and FullCalendar's root (its toolbar's parent). */
const reservedBox = (page: Page) => page.locator('.ts-events-calendar__frame').boundingBox()
const drawnBox = (page: Page) =>
  page.locator('.ts-events-calendar > :has(> .ts-events-calendar__toolbar)').boundingBox()

/** The toolbar's buttons and title: each inside the screen, no two overlapping. */
async function toolbarFits(page: Page) {
  const boxes = await page
    .locator('.ts-events-calendar__toolbar')
    .locator('button, [role="heading"]')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect()
        return { left, right, top, bottom }
      }),
    )
  expect(boxes.length).toBe(7) // previous, next, today, the title, month, week, list
  const width = page.viewportSize()?.width ?? 0
  for (const [i, box] of boxes.entries()) {
    expect(box.left).toBeGreaterThanOrEqual(0)
    expect(box.right).toBeLessThanOrEqual(width)
    for (const other of boxes.slice(i + 1)) {
      const apart =
        box.right <= other.left ||
        other.right <= box.left ||
        box.bottom <= other.top ||
        other.bottom <= box.top
      expect(apart).toBe(true)
    }
  }
}

test('the calendar is drawn in the box its page reserves, and its toolbar fits a phone, in both languages', async ({
  page,
  request,
}) => {
  test.slow() // the page twice, FullCalendar drawn each time
  const { uuid } = await listedEvent(request)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['en', 'el']) {
    // FullCalendar's chunk waits until the box the server's markup reserves is measured.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/full-calendar-view-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/calendar/${uuid}?lang=${lang}`)
    await hydrated(page)
    await expect(page.locator('.ts-events-calendar__frame')).toBeVisible()
    const reserved = await reservedBox(page)
    // The toolbar's three rows and the view at 1.8 across the column (390 - 2 × 16 px); a phone
    // opens on the month's list, which FullCalendar draws in the same box
    expect(reserved?.height).toBeGreaterThan(128 + 20 + 358 / 1.8 - 1)
    release()
    await expect(page.locator('.ts-events-calendar__toolbar')).toBeVisible()
    await expect(page.locator('.ts-events-calendar__frame')).toHaveCount(0)
    const drawn = await drawnBox(page)
    expect(drawn?.y).toBeCloseTo(reserved?.y ?? 0, 0)
    expect(drawn?.height).toBeCloseTo(reserved?.height ?? 0, 0)
    await toolbarFits(page)
    expect(await overflow(page)).toBe(0)
    // A phone opens on the list (DECISIONS "Calendars"): its view's tab is the selected one.
    const listView = page.getByRole('tab', {
      name: lang === 'el' ? 'Προβολή λίστας' : 'List view',
    })
    await expect(listView).toHaveAttribute('aria-selected', 'true')
    await page.unrouteAll()
  }
})
