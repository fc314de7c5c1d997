import { readFile } from 'node:fs/promises'
import { expect, type Page } from '@playwright/test'
import { demoAccount, Mailbox } from './fixtures'
import { FULL_SECTIONS } from './public-event-seed'

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Waits until React has taken the server's markup over (the page's controls work from then). */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('tessera-page') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
    )
    .toBe(true)
}

/** A seeded public event: its name and the path of its page. */
type Shown = { name: string; path: string }

/** The text every share carries (shared/src/domain/events/share-text.ts) and the hashtag. */
const SHARE_TEXT = `${FULL_SECTIONS.description} #Tessera`
/** Networks whose share address takes a text; Facebook's and LinkedIn's take the address only. */
const NETWORKS = {
  Twitter: true,
  WhatsApp: true,
  Telegram: true,
  Email: true,
  Facebook: false,
  LinkedIn: false,
}

/** Opens the dialog by the button `opener`, closes it with Escape: focus is back on the opener. */
async function escapeReturnsFocus(page: Page, opener: string, dialogName: string) {
  const button = page.getByRole('button', { name: opener, exact: true })
  await button.click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  return {
    dialog,
    close: async () => {
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    },
  }
}

/** The share dialog: one link per network, each carrying the page's address and the share text. */
export async function sharesTheText(page: Page, event: Shown) {
  const { dialog, close } = await escapeReturnsFocus(page, 'Share', 'Share this event')
  const address = new URL(event.path, page.url()).href
  for (const [network, withText] of Object.entries(NETWORKS)) {
    const href = await dialog.getByRole('link', { name: network }).getAttribute('href')
    const shared = decodeURIComponent(href ?? '')
    expect(shared, network).toContain(address)
    if (withText) expect(shared, network).toContain(SHARE_TEXT)
  }
  await close()
}

/**
 * Copy link: with the clipboard granted the link is on it and "Copied - Public Event Link" shows
 * it; with the clipboard refusing, "Cannot copy" shows the link to copy by hand.
 */
export async function copyLink(page: Page, event: Shown) {
  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin })
  const address = new URL(event.path, page.url()).href
  const copied = await escapeReturnsFocus(page, 'Copy link', 'Copied - Public Event Link')
  await expect(copied.dialog.getByRole('link', { name: address })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
  await copied.close()
  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('denied', 'NotAllowedError'))
  })
  const refused = await escapeReturnsFocus(page, 'Copy link', 'Cannot copy')
  await expect(refused.dialog).toContainText('Your browser did not allow copying.')
  await expect(refused.dialog.getByRole('link', { name: address })).toBeVisible()
  await refused.close()
}

/** Add to calendar downloads the event's .ics: its start and the page's address. */
export async function downloadsCalendar(page: Page, event: Shown) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar' }).click(),
  ])
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toMatch(/^DTSTART(;[^:]*)?:\d{8}T\d{6}Z?$/m)
  const url = /^URL(?:;[^:]*)?:(.+)$/m.exec(ics)?.[1]?.trim()
  expect(url).toContain(event.path)
  expect(ics).toContain(`SUMMARY:${event.name}`)
}

/** About this event: collapsed to a preview, Show more opens the whole story, Show less folds it. */
export async function aboutCollapses(page: Page) {
  const about = page.getByRole('region', { name: 'About this event' })
  const closing = about.getByText('The closing words of the story.')
  await expect(closing).toBeHidden()
  await about.getByRole('button', { name: 'Show more' }).click()
  await expect(closing).toBeVisible()
  await about.getByRole('button', { name: 'Show less' }).click()
  await expect(closing).toBeHidden()
}

/** The gallery's lightbox by keyboard: Enter opens it, the arrows move, Escape closes it. */
export async function gallery(page: Page) {
  await page.getByRole('tab', { name: 'Media gallery' }).click()
  const first = page.getByRole('button', { name: 'Open image 1 of 2 in full size' })
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Image 1 of 2' })).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('dialog', { name: 'Image 2 of 2' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('dialog', { name: 'Image 1 of 2' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(first).toBeFocused()
}

/** The promo video plays only on request, in a dialog, from YouTube's privacy-enhanced host. */
export async function watchesTheVideo(page: Page, event: Shown) {
  const players: string[] = []
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    players.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<title>player</title>' })
  })
  expect(players).toEqual([])
  const { dialog, close } = await escapeReturnsFocus(
    page,
    'Watch the video',
    `Video of ${event.name}`,
  )
  await expect(dialog.locator('iframe')).toHaveAttribute('title', `Video of ${event.name}`)
  await expect.poll(() => players.length).toBe(1)
  expect(players[0]).toContain(`/embed/${FULL_SECTIONS.videoId}`)
  await close()
}

/** The Eventalk countdown ticks in the browser after hydration. */
export async function countdownTicks(page: Page) {
  const timer = page.getByRole('timer')
  await expect(timer).toHaveText(/^Starts in \d+ d \d{2}:\d{2}:\d{2}$/)
  const before = await timer.textContent()
  await expect(timer).not.toHaveText(before ?? '', { timeout: 2_500 })
}

/**
 * "Contact the organizer" fetches the form's chunk when opened (held back here until the loading
 * status has been seen); the status holds the form's place, so the form arrives without a shift.
 */
async function opensTheContactForm(page: Page) {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const chunk = /\/contact-form-[^/]+\.js$/
  await page.route(chunk, async (route) => {
    await arrived
    await route.continue()
  })
  const opener = page.getByRole('button', { name: 'Contact the organizer' })
  const form = page.getByRole('form', { name: 'Contact the organizer' })
  await expect(opener).toHaveAttribute('aria-expanded', 'false')
  await expect(form).toHaveCount(0)
  await opener.click()
  await expect(opener).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`)
  await expect(panel.getByRole('status')).toHaveText('Loading the contact form…')
  const loading = await panel.boundingBox()
  arrive()
  await expect(form).toBeVisible()
  await expect(panel.getByText('Loading the contact form…')).toHaveCount(0)
  // The status holds the form's height at a phone's width; columns of other widths wrap the
  // help text differently by a line at most.
  expect(Math.abs((await panel.boundingBox())!.height - loading!.height)).toBeLessThanOrEqual(24)
  await page.unroute(chunk)
  return form
}

/**
 * The contact form, opened, reaches the organizer through the real SMTP sink with Reply-To the
 * visitor; then the confirmation shows and the button is disabled.
 */
export async function mailsTheOrganizer(page: Page, event: Shown) {
  const mailbox = new Mailbox(process.env.TESSERA_MAIL_URL!, Date.now())
  const visitor = `visitor-${Date.now()}@example.org`
  const form = await opensTheContactForm(page)
  await form.getByRole('textbox', { name: /^Your name/ }).fill('Anna Visitor')
  await form.getByRole('textbox', { name: /^Your email/ }).fill(visitor)
  await form.getByRole('combobox', { name: /^Reason/ }).selectOption('refund')
  await form.getByRole('textbox', { name: /^Message/ }).fill('Can I get a refund if it rains?')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(
    form.getByText('Your message has been sent. The organizer will reply to your email.'),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled()
  const mail = await mailbox.waitFor(demoAccount('organizer').email)
  expect(mail.replyTo).toEqual([visitor])
  expect(mail.text).toContain('Can I get a refund if it rains?')
  expect(`${mail.subject} ${mail.text}`).toContain(event.name)
}

/** A phone's width, so short a screen that the base layout's Where map starts below its reach. */
const SHORT_SCREEN = { width: 390, height: 200 }

/** Opens the page at `screen`: its Where map, and the Leaflet files it fetches from then on. */
async function mapOnScreen(page: Page, event: Shown, screen: { width: number; height: number }) {
  const leaflet: string[] = []
  page.on('request', (request) => {
    if (/\/leaflet-map-[^/]+\.(js|css)$/.test(request.url())) leaflet.push(request.url())
  })
  await page.setViewportSize(screen)
  await page.goto(event.path)
  await hydrated(page)
  const map = page.getByRole('region', { name: 'Map of the venue' })
  await expect(map).toContainText(FULL_SECTIONS.venue.name)
  await page.waitForLoadState('networkidle')
  expect(leaflet).toEqual([])
  await expect(map.locator('.leaflet-container')).toHaveCount(0)
  return { map, leaflet }
}

/**
 * Leaflet is fetched when the Where map is near the screen (200 px) and the visitor acts, not
 * before: until then the map's box shows the venue's address. In the first view of a phone it
 * waits for the visitor's first move; further down, for the scroll that brings it near.
 */
export async function mapWhenScrolledTo(page: Page, event: Shown) {
  const phone = await mapOnScreen(page, event, { width: 390, height: 844 })
  expect(
    await phone.map.evaluate((element) => element.getBoundingClientRect().bottom),
  ).toBeLessThan(844)
  await page.mouse.move(20, 20)
  await expect(phone.map.locator('.leaflet-container')).toBeVisible()
  expect(phone.leaflet).toHaveLength(2)

  const short = await mapOnScreen(page, event, SHORT_SCREEN)
  const top = await short.map.evaluate((element) => element.getBoundingClientRect().top)
  expect(top).toBeGreaterThan(SHORT_SCREEN.height + 200)
  await short.map.scrollIntoViewIfNeeded()
  await expect(short.map.locator('.leaflet-container')).toBeVisible()
  await expect(short.map.locator('.leaflet-tile-loaded').first()).toBeVisible()
  expect(short.leaflet).toHaveLength(2)
}

/**
 * A visitor who chose Greek in the product (the language selector of the sign-in page)
 * gets the public page in Greek without `?lang=`: the choice travels in the `tessera_locale` cookie.
 */
export async function languageFromProduct(page: Page, event: Shown) {
  await page.goto(event.path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.goto('/login')
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Ελληνικά' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await page.goto(event.path)
  await expect(page.locator('html')).toHaveAttribute('lang', 'el')
  await expect(page.getByRole('region', { name: 'Διοργανωτής' })).toBeVisible()
}
