import type { Page } from '@playwright/test'
import { findInList, seedEvent } from '../support/event-screens'
import { expect, test } from '../support/fixtures'
import { rowAction } from '../support/lists'
import { paidEvent } from '../support/paid-event'

/** How far the page is wider than the screen (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

test.describe('on a 390 px phone', () => {
  test.use({ signedInAs: 'organizer', viewport: { width: 390, height: 844 } })

  test('the event list and Edit Event fit the screen, and every row action can be reached', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const name = await seedEvent(request, 'organizer')
    const row = await findInList(page, name)
    await expect(page).toHaveTitle('Events · Tessera')
    await page.screenshot({ path: testInfo.outputPath('event-list.png'), fullPage: true })
    expect(await overflow(page)).toBeLessThanOrEqual(0)

    const edit = row.getByRole('link', { name: `Edit ${name}` })
    await expect(edit).toBeInViewport({ ratio: 1 })
    await rowAction(row, name, `Delete ${name}`)
    for (const item of [`Preview ${name}`, `Duplicate ${name}`, `Delete ${name}`])
      await expect(row.getByRole('menuitem', { name: item })).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: testInfo.outputPath('event-list-menu.png') })
    await page.keyboard.press('Escape')
    await expect(row.getByRole('menu')).toBeHidden()
    await axe()

    await edit.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name)
    await expect(page).toHaveTitle(`${name} · Edit event · Tessera`)
    await page.getByRole('combobox', { name: 'Event type' }).selectOption({ label: 'Physical' })
    await page.screenshot({ path: testInfo.outputPath('edit-event.png'), fullPage: true })
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    for (const tab of ['Elements', 'Ticketing', 'Options', 'Resources']) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
      await page.screenshot({ path: testInfo.outputPath(`edit-${tab}.png`), fullPage: true })
      expect(await overflow(page), tab).toBeLessThanOrEqual(0)
    }
  })

  test('the guest list and the bookings fit the screen', async ({
    page,
    request,
    axe,
  }, testInfo) => {
    const event = await paidEvent(request)
    await page.goto(`/manage/attendees/list-attendees?event=${event.id}`)
    await expect(page.getByRole('combobox', { name: 'Ticket' })).toBeVisible()
    await expect(page.getByText('Arrived: 0 of 0')).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('guest-list.png'), fullPage: true })
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await axe()
    await page.goto('/manage/tickets/list-tickets')
    await expect(
      page.getByRole('searchbox', { name: 'Search by buyer or booking number' }),
    ).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('bookings.png'), fullPage: true })
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await axe()
  })
})
