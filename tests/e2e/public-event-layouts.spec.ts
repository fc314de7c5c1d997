import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { FULL_SECTIONS, seedFullEvent } from '../support/public-event-seed'
import {
  aboutCollapses,
  copyLink,
  countdownTicks,
  downloadsCalendar,
  gallery,
  hydrated,
  languageFromProduct,
  mailsTheOrganizer,
  mapWhenScrolledTo,
  overflow,
  sharesTheText,
  watchesTheVideo,
} from '../support/public-page-actions'

type Seeded = Awaited<ReturnType<typeof seedFullEvent>>
type Theme = 'base' | 'tabloid' | 'eventalk'

/** The sections each layout puts in tabs (the base layout shows every section at once). */
const TABS: Record<Theme, string[]> = {
  base: [],
  tabloid: ['Media gallery', 'Location', 'Content hub'],
  eventalk: ['Event details', 'Agenda', 'Media gallery', 'Location', 'Content hub'],
}

/** Shows the section `name`: selects its tab in the layouts that have one. */
async function openTab(page: Page, theme: Theme, name: string) {
  if (!TABS[theme].includes(name)) return
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Every section of the page, found by its heading and content as a visitor reads them. */
async function showsEverySection(page: Page, theme: Theme, event: Seeded) {
  const { venue, agenda, faq, documentName } = FULL_SECTIONS
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible()
  await expect(page.getByRole('img', { name: `${event.name}: event image` })).toBeVisible()
  await openTab(page, theme, 'Event details')
  await expect(section(page, 'When')).toBeVisible()
  await expect(section(page, 'About this event')).toContainText(FULL_SECTIONS.description)
  await expect(section(page, 'Video')).toBeVisible()
  await expect(section(page, 'Frequently asked questions')).toContainText(faq.name)
  await expect(section(page, 'Tags')).toContainText(/harbour-/)
  const organizer = section(page, 'Organizer')
  await expect(organizer.getByRole('link', { name: 'Instagram' })).toBeVisible()
  // The contact form opens on request (its chunk is fetched then: mailsTheOrganizer).
  await expect(
    organizer.getByRole('button', { name: 'Contact the organizer', expanded: false }),
  ).toBeVisible()
  const booking = page.getByRole('complementary', { name: 'Booking' })
  await expect(booking).toContainText(/\d+[.,]\d{2}/)
  // The Book button is the booking widget (its booking journeys: booking-widget.spec.ts).
  const book = booking.getByRole('button', { name: 'Book' })
  await expect(book).toBeEnabled()
  await book.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await openTab(page, theme, 'Agenda')
  await expect(section(page, 'Agenda')).toContainText(agenda.title)
  await openTab(page, theme, 'Location')
  const where = section(page, 'Where')
  await expect(where).toContainText(venue.name)
  await expect(where.getByRole('link', { name: 'Zoom' })).toHaveAttribute(
    'href',
    FULL_SECTIONS.zoomLink,
  )
  // Leaflet is fetched when the map comes near the screen.
  const map = where.getByRole('region', { name: 'Map of the venue' })
  await map.scrollIntoViewIfNeeded()
  await expect(map.locator('.leaflet-container')).toBeVisible()
  await openTab(page, theme, 'Content hub')
  await expect(section(page, 'Content hub')).toContainText(documentName.replace(/\.pdf$/, ''))
  await openTab(page, theme, 'Media gallery')
  await expect(section(page, 'Media gallery')).toBeVisible()
  await openTab(page, theme, 'Event details')
}

/** The page at 390 px without sideways scrolling and, in English and Greek, without serious axe violations. */
async function phoneAndLanguages(page: Page, event: Seeded, axe: () => Promise<void>) {
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await axe()
  await page.goto(`${event.path}?lang=el`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await expect(page.getByRole('region', { name: 'Διοργανωτής' })).toBeVisible()
  await hydrated(page)
  await expect(
    page.getByRole('complementary', { name: 'Κράτηση' }).getByRole('button', { name: 'Κράτηση' }),
  ).toBeEnabled()
  expect(await overflow(page)).toBeLessThanOrEqual(0)
  await axe()
}

/** Collects the hosts of the map tiles the page loaded. */
function watchTiles(page: Page) {
  const hosts: string[] = []
  page.on('response', (answer) => {
    const url = new URL(answer.url())
    if (/\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname) && answer.ok()) hosts.push(url.host)
  })
  return hosts
}

const INTERACTIONS: Record<Theme, ((page: Page, event: Seeded) => Promise<void>)[]> = {
  base: [sharesTheText, copyLink, downloadsCalendar, aboutCollapses, mapWhenScrolledTo],
  tabloid: [gallery, watchesTheVideo],
  eventalk: [countdownTicks, mailsTheOrganizer],
}

for (const theme of ['base', 'tabloid', 'eventalk'] as const) {
  test.describe(`the ${theme} layout with every section filled`, () => {
    let event: Seeded
    test.beforeAll(async ({ playwright }) => {
      const request = await playwright.request.newContext({
        baseURL: process.env.TESSERA_BASE_URL,
      })
      event = await seedFullEvent(request, theme)
      await request.dispose()
    })

    test(`shows each section, works by keyboard and pointer, fits a phone, in English and Greek`, async ({
      page,
      axe,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const tiles = watchTiles(page)
      await page.goto(event.path)
      await hydrated(page)
      await showsEverySection(page, theme, event)
      // The tiles come from the loopback maps fixture: not the API, not a tile server online.
      await expect.poll(() => tiles.length).toBeGreaterThan(0)
      const api = new URL(baseURL!).host
      expect(tiles.every((host) => /^127\.0\.0\.1:\d+$/.test(host) && host !== api)).toBe(true)
      for (const interaction of INTERACTIONS[theme]) await interaction(page, event)
      await phoneAndLanguages(page, event, () => axe())
      // Last: it leaves the context's language cookie set to Greek.
      if (theme === 'eventalk') await languageFromProduct(page, event)
    })
  })
}
