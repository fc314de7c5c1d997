import type { ConsoleMessage } from '@playwright/test'
import { documentOf, signInToApi, type Api } from '../support/api-client'
import { createEvent } from '../support/event-screens'
import { demoAccount, expect, guardContext, test } from '../support/fixtures'
import { uniqueId } from '../support/pages'
import { hydrated, overflow } from '../support/public-page-actions'

/** Sets the event's status, with the online link a virtual event needs to be shown. */
const setStatus = async (api: Api, id: string, status: string) => {
  const attributes = { status, virtual_link: 'https://meet.example.org/room' }
  return documentOf(await api.patch(`events/${id}`, { data: { type: 'events', id, attributes } }))
}

/** A new event of the demo organizer: its name and the path of its public page. */
async function newEvent(api: Api) {
  const name = `Public event ${uniqueId()}`
  const created = await createEvent(api, name, `tag-${uniqueId()}`)
  const code = String(created.data.attributes.hash_code || created.data.id)
  return { name, id: created.data.id, path: `/event/${code}` }
}

test.describe('the public event page, served rendered by the API', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a draft is not found; once published its page reads without JavaScript and hydrates cleanly', async ({
    page,
    browser,
    request,
    baseURL,
    axe,
  }) => {
    const api = await signInToApi(request, demoAccount('organizer'))
    const { name, id, path } = await newEvent(api)
    await setStatus(api, id, 'draft')
    expect((await request.get(path)).status()).toBe(404)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await setStatus(api, id, 'public')
    await api.logout()

    const staticContext = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const staticChecked = await guardContext(staticContext)
    const noScript = await staticContext.newPage()
    const answer = await noScript.goto(path)
    expect(answer?.status()).toBe(200)
    await expect(noScript.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(noScript).toHaveTitle(`${name} · Tessera`)
    await staticChecked()
    await staticContext.close()

    const problems: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const scripts: string[] = []
    page.on('request', (request) => {
      if (['script', 'fetch', 'xhr'].includes(request.resourceType())) scripts.push(request.url())
    })
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await hydrated(page)
    expect(problems).toEqual([])
    // The page's own bundle and the booking widget's first-load modules, nothing else (no shell,
    // no Module Federation, no read of the event: the page hydrates from the document it embeds,
    // and the widget takes its event from there too).
    const others = scripts
      .map((url) => new URL(url).pathname)
      .filter((path) => !path.startsWith('/mfe/public-event/page/') && !path.startsWith('/widget/'))
    expect(others).toEqual([])
    expect(scripts.some((url) => url.includes('remoteEntry'))).toBe(false)
    // The content paints before any script is even requested (page_scripts.ts): nothing of the
    // page's JavaScript can hold its first (and largest) paint back.
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.painted)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await axe()
  })
})
