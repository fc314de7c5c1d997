import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { documentOf, newResource, signInToApi, type Api } from './api-client'
import { demoAccount } from './fixtures'
import { searchList } from './lists'
import { uniqueId } from './pages'

/** The demo accounts' time zone, in which event dates are typed and shown. */
export const EVENT_ZONE = 'Europe/Athens'

/** The calendar day `days` from today in Athens, `YYYY-MM-DD`. */
export function athensDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  )
}

/** A wall time `days` from today in Athens as a date-time input value (`YYYY-MM-DDTHH:mm`). */
export function athens(days: number, time: string): string {
  return `${athensDay(days)}T${time}`
}

/** The same wall time as the API takes it (`YYYY-MM-DD HH:mm:ss`). */
export function athensWallTime(days: number, time: string): string {
  return `${athensDay(days)} ${time}:00`
}

/** A day as event screens show it ("Sat, 21 Nov 26"). */
export function shownDay(day: string): string {
  const format = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  })
  const parts = Object.fromEntries(
    format.formatToParts(new Date(`${day}T12:00:00Z`)).map((part) => [part.type, part.value]),
  )
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`
}

/**
 * Adds an event through Add Event with a new tag (one is required), starting in three days at
 * 19:30 for 2.5 hours; lands on its edit screen and answers its id.
 */
export async function addEvent(page: Page, name: string, tagName: string): Promise<string> {
  await page.goto('/manage/events/add-item')
  await expect(page.getByRole('heading', { level: 1, name: 'Add event' })).toBeVisible()
  await page.getByRole('button', { name: 'Add tag' }).click()
  const tagDialog = page.getByRole('dialog', { name: 'Add tag' })
  await tagDialog.getByRole('textbox', { name: /^Tag name/ }).fill(tagName)
  await tagDialog.getByRole('button', { name: 'Add tag' }).click()
  // Chosen: the tags combobox lists it with its remove button.
  await expect(page.getByRole('button', { name: `Remove ${tagName}` })).toBeVisible()
  await page.getByRole('textbox', { name: /^Name/ }).fill(name)
  await page.getByRole('textbox', { name: /^Summary/ }).fill('Live music by the harbour.')
  await page.getByLabel(/^Begins/).fill(athens(3, '19:30'))
  await page.getByRole('combobox', { name: 'Length' }).selectOption('2.5')
  await expect(page.getByText(/^Ends: .* at 22:00$/)).toBeVisible()
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page).toHaveURL(/\/manage\/events\/edit-item\/\d+$/)
  return /edit-item\/(\d+)$/.exec(page.url())![1]!
}

/** Opens the event list, searches it by `name` and answers the one row found. */
export async function findInList(page: Page, name: string) {
  await page.goto('/manage/events/list-items')
  await searchList(page, name, '/api/v1/events')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
  await expect(row).toHaveCount(1)
  return row
}

/** A tagged event (virtual, the default) starting in four days at 18:00 in Athens, made through `api`. */
export async function createEvent(api: Api, name: string, tagName: string) {
  const tag = await documentOf(await api.post('tags', newResource('tags', { name: tagName })), 201)
  return documentOf(
    await api.post(
      'events',
      newResource(
        'events',
        {
          name,
          timezone: EVENT_ZONE,
          start_at: athensWallTime(4, '18:00'),
          duration: 2,
          timeunit: 'h',
        },
        { tags: [{ type: 'tags', id: tag.data.id }] },
      ),
    ),
    201,
  )
}

/** Creates a tag and an event for `role` through the API; returns the event's name. */
export async function seedEvent(request: APIRequestContext, role: string): Promise<string> {
  const api = await signInToApi(request, demoAccount(role))
  try {
    const name = `Seeded event ${uniqueId()}`
    await createEvent(api, name, `tag-${uniqueId()}`)
    return name
  } finally {
    await api.logout()
  }
}

/** An event of `api`'s account (virtual, the default) offering one free ticket on sale from today; answers their ids. */
export async function seedFreeTicket(api: Api, id: string) {
  const event = await createEvent(api, `Open rehearsal ${id}`, `free-${id}`)
  const typeName = `Seat ${id}`
  const type = await documentOf(
    await api.post('tickets', newResource('tickets', { name: typeName, description: 'A seat' })),
    201,
  )
  const offer = await documentOf(
    await api.post(
      'event-tickets',
      newResource(
        'event-tickets',
        { price: 0, sale_range: [athensWallTime(0, '00:00'), athensWallTime(4, '18:00')] },
        {
          event: { type: 'events', id: event.data.id },
          ticket: { type: 'tickets', id: type.data.id },
        },
      ),
    ),
    201,
  )
  return { eventId: event.data.id, offerId: offer.data.id, typeName }
}
