import type { Page } from '@playwright/test'
import { documentOf, signInToApi, type Api } from '../support/api-client'
import { athensDay, createEvent } from '../support/event-screens'
import { demoAccount, expect, test } from '../support/fixtures'
import { uniqueId } from '../support/pages'

test.use({ signedInAs: 'organizer' })

const VIRTUAL_LINK = 'https://meet.example.org/collection-talk'

/** Publishes an event of the organizer on the collection as `type`. */
async function publish(api: Api, id: string, attributes: Record<string, unknown>) {
  await documentOf(
    await api.patch(`events/${id}`, {
      data: {
        type: 'events',
        id,
        attributes: { status: 'public', show_on_collection: true, ...attributes },
      },
    }),
  )
}

/** Two published events 36 days apart, so in two different months. */
async function twoMonths(api: Api, id: string) {
  const talk = await createEvent(api, `Collection talk ${id}`, `talk-${id}`)
  await publish(api, talk.data.id, {
    event_type: 'virtual',
    virtual_link: VIRTUAL_LINK,
    total_capacity: -1,
  })
  const fair = await createEvent(api, `Collection fair ${id}`, `fair-${id}`)
  const fairStart = `${athensDay(40)} 18:00:00`
  await publish(api, fair.data.id, {
    event_type: 'tba',
    start_at: fairStart,
    end_at: `${athensDay(40)} 20:00:00`,
  })
  return {
    talk: talk.data,
    fair: fair.data,
    talkMonth: athensDay(4).slice(0, 7),
    fairMonth: athensDay(40).slice(0, 7),
  }
}

const cards = (page: Page) => page.getByRole('article')

test('an organizer browses their collection, and visitors filter the public one', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(60_000)
  const id = uniqueId()
  const api = await signInToApi(request, demoAccount('organizer'))
  const { talk, fair, talkMonth, fairMonth } = await twoMonths(api, id)
  const me = await documentOf(await api.get('me'))
  const uuid = me.data.attributes.uuid as string

  // Own collection: search, the month filter, the modal, Edit to the editor.
  await page.goto('/manage/collections')
  await expect(page.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(id)
  await expect(cards(page)).toHaveCount(2)
  await page.getByLabel('Month').fill(fairMonth)
  await expect(cards(page)).toHaveCount(1)
  await expect(
    cards(page).getByRole('button', { name: `Collection fair ${id}`, exact: true }),
  ).toBeVisible()
  await expect(cards(page).getByRole('link', { name: `View Collection fair ${id}` })).toBeVisible()
  await axe()
  const opener = cards(page).getByRole('button', { name: `Collection fair ${id}`, exact: true })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: `Collection fair ${id}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(dialog.getByText(`fair-${id}`)).toBeVisible()
  await axe()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await opener.click()
  await dialog.getByRole('link', { name: `Edit Collection fair ${id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/manage/events/edit-item/${fair.id}$`))

  // Public collection, on a phone: month, type, the modal, the public page.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/collections/${uuid}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Events by')
  await expect(page.getByLabel('Per page')).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(id)
  await expect(cards(page)).toHaveCount(2)
  await page.getByLabel('Month').fill(talkMonth)
  await expect(cards(page)).toHaveCount(1)
  await page.getByLabel('Event type').selectOption('tba')
  await expect(page.getByText('No events match these filters.')).toBeVisible()
  await page.getByLabel('Event type').selectOption('virtual')
  await expect(cards(page)).toHaveCount(1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await axe()
  await cards(page)
    .getByRole('button', { name: `Collection talk ${id}`, exact: true })
    .click()
  const detail = page.getByRole('dialog', { name: `Collection talk ${id}` })
  await expect(detail.getByRole('link', { name: 'Virtual link' })).toHaveAttribute(
    'href',
    VIRTUAL_LINK,
  )
  await expect(detail.getByRole('link', { name: /Edit/ })).toHaveCount(0)
  await detail.getByRole('link', { name: 'Visit event' }).click()
  await expect(page).toHaveURL(new RegExp(`/event/${talk.attributes.hash_code as string}$`))
  await expect(page.getByRole('heading', { level: 1, name: `Collection talk ${id}` })).toBeVisible()
})
