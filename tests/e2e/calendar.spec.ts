import { test, expect } from '../support/fixtures'
import type { Page } from '@playwright/test'
import { createUser } from '../support/accounts'
import { documentOf, newResource, signInToApi, type Api } from '../support/api-client'
import { athens, athensDay, athensWallTime, EVENT_ZONE } from '../support/event-screens'
import { signIn, uniqueEmail, uniqueId } from '../support/pages'

/** A tagged event starting `days` from today at 18:00 in Athens (the browser's zone here). */
async function eventOn(api: Api, name: string, days: number, attributes = {}) {
  const tag = await documentOf(
    await api.post('tags', newResource('tags', { name: `cal-${uniqueId()}` })),
    201,
  )
  const created = await documentOf(
    await api.post(
      'events',
      newResource(
        'events',
        {
          name,
          timezone: EVENT_ZONE,
          start_at: athensWallTime(days, '18:00'),
          duration: 2,
          timeunit: 'h',
        },
        { tags: [{ type: 'tags', id: tag.data.id }] },
      ),
    ),
    201,
  )
  if (Object.keys(attributes).length) {
    await documentOf(
      await api.patch(`events/${created.data.id}`, {
        data: { type: 'events', id: created.data.id, attributes },
      }),
    )
  }
  return created.data
}

/** "December 2026": the calendar's month title of a `YYYY-MM-DD` day. */
const monthTitle = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )

const calendarTitle = (page: Page) => page.getByRole('heading', { level: 2 }).first()

/** Moves the month view forward until it shows the month of `day` (today's month or later). */
async function showMonthOf(page: Page, day: string) {
  const title = monthTitle(day)
  for (let step = 0; step < 3 && (await calendarTitle(page).textContent()) !== title; step++)
    await page.getByRole('button', { name: 'Next month' }).click()
  await expect(calendarTitle(page)).toHaveText(title)
}

const calendarEvent = (page: Page, name: string) =>
  page.locator('.ts-events-calendar__event').filter({ hasText: name })

test('an organizer browses their events by month, week and list, opens one and adds one on a date', async ({
  page,
  request,
  axe,
}) => {
  const organizer = {
    name: 'Kalliopi Calendar',
    email: uniqueEmail('calendar'),
    password: 'Cal_endar.1',
    role: 'organizer',
  }
  await createUser(request, organizer)
  const api = await signInToApi(request, organizer)
  const id = uniqueId()
  // Thirty-one days apart: always in two different months.
  const soon = `Harbour concert ${id}`
  const later = `Winter lecture ${id}`
  await eventOn(api, soon, 2)
  const laterEvent = await eventOn(api, later, 33)
  await api.logout()

  await signIn(page, organizer)
  await page.goto('/manage/calendar')
  // The first visit loads the screen's chunk and FullCalendar's: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(
    page.getByText("Times are shown in your browser's time zone: Europe/Athens."),
  ).toBeVisible()

  // Month view: each event in its own month, green (still to come).
  await showMonthOf(page, athensDay(2))
  await expect(calendarEvent(page, soon)).toBeVisible()
  await expect(calendarEvent(page, soon)).toHaveClass(/ts-events-calendar__event--upcoming/)
  await axe()
  await showMonthOf(page, athensDay(33))
  await expect(calendarEvent(page, later)).toBeVisible()

  // Week view: this week or the next holds the event two days away.
  await page.getByRole('button', { name: 'Today' }).click()
  await page.getByRole('tab', { name: 'Week view' }).click()
  if (!(await calendarEvent(page, soon).isVisible()))
    await page.getByRole('button', { name: 'Next week' }).click()
  await expect(calendarEvent(page, soon)).toBeVisible()

  // List view of the later month; the event opens from there.
  await page.getByRole('tab', { name: 'List view' }).click()
  await showMonthOf(page, athensDay(33))
  await calendarEvent(page, later).click()
  const detail = page.getByRole('dialog', { name: later })
  await axe()
  await detail.getByRole('link', { name: `Edit ${later}` }).click()
  await expect(page).toHaveURL(new RegExp(`/manage/events/edit-item/${laterEvent.id}$`))

  // A date of the month view opens Add Event beginning that day at 09:00.
  await page.goto('/manage/calendar')
  const day = athensDay(5)
  await showMonthOf(page, day)
  await page.locator(`[data-date="${day}"]`).first().click()
  await expect(page).toHaveURL(/\/manage\/events\/add-item\?start=/)
  await expect(page.getByLabel(/^Begins/)).toHaveValue(athens(5, '09:00'))
  const added = `Date-click workshop ${id}`
  await page.getByRole('button', { name: 'Add tag' }).click()
  const tagDialog = page.getByRole('dialog', { name: 'Add tag' })
  await tagDialog.getByRole('textbox', { name: /^Tag name/ }).fill(`workshop-${id}`)
  await tagDialog.getByRole('button', { name: 'Add tag' }).click()
  await expect(page.getByRole('button', { name: `Remove workshop-${id}` })).toBeVisible({
    timeout: 15_000,
  })
  await page.getByRole('textbox', { name: /^Name/ }).fill(added)
  await page.getByRole('combobox', { name: 'Length' }).selectOption('2')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page).toHaveURL(/\/manage\/events\/edit-item\/\d+$/, { timeout: 20_000 })

  await page.goto('/manage/calendar')
  await showMonthOf(page, day)
  await expect(calendarEvent(page, added)).toBeVisible()
})

test('the public calendar shows only published events marked for it and leads to their pages', async ({
  page,
  request,
  axe,
}) => {
  const organizer = {
    name: 'Petros Public',
    email: uniqueEmail('public-calendar'),
    password: 'Pub_lic.cal1',
    role: 'organizer',
  }
  await createUser(request, organizer)
  const api = await signInToApi(request, organizer)
  const me = await documentOf(await api.get('me'))
  const id = uniqueId()
  const link = 'https://meet.example.org/calendar'
  const shown = `Open studio ${id}`
  const published = { status: 'public', virtual_link: link }
  await eventOn(api, shown, 3, { ...published, show_on_calendar: true })
  await eventOn(api, `Not on the calendar ${id}`, 3, { ...published, show_on_calendar: false })
  await eventOn(api, `Private rehearsal ${id}`, 3, { virtual_link: link, show_on_calendar: true })
  await api.logout()

  await page.goto(`/calendar/${me.data.attributes.uuid as string}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Events calendar' })).toBeVisible()
  await expect(page.getByText('Organizer: Petros Public')).toBeVisible()
  await showMonthOf(page, athensDay(3))
  await expect(calendarEvent(page, shown)).toBeVisible()
  await expect(page.locator('.ts-events-calendar__event')).toHaveCount(1)
  await axe()

  await calendarEvent(page, shown).click()
  const detail = page.getByRole('dialog', { name: shown })
  await expect(detail.getByRole('link', { name: 'Virtual link' })).toHaveAttribute('href', link)
  await detail.getByRole('link', { name: 'Visit event' }).click()
  await expect(page).toHaveURL(/\/event\/[\w-]+$/)
  await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible()
})
