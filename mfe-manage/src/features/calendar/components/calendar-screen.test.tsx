import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { api } from '@tessera/shared/api/management'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { listDocument, signInAs, userDocument } from '../../../test/fixtures'
import { eventResource } from '../../../test/event-fixtures'
import CalendarScreen from './calendar-screen'

// FullCalendar draws a lot: on a busy two-core machine one test can take several seconds.
vi.setConfig({ testTimeout: 30_000 })

vi.mock('@tessera/shared/api/management', async () =>
  (await import('../../../test/fixtures')).apiMock(),
)

// Today is 15 May 2031 (the tests run in UTC, the browser zone the calendar shows).
const now = new Date('2031-05-15T12:00:00Z')
const get = vi.mocked(api.get)
const requested = () =>
  get.mock.calls
    .map(([url]) => decodeURIComponent(String(url)))
    .filter((url) => url.startsWith('events?'))
const calendarQuery = (from: string, to: string) =>
  `events?filter[start_at]=,${to}&filter[end_at]=${from},&sort=start_at&include=category,tags,venues&page[number]=1&page[size]=100`

beforeAll(async () => {
  // FullCalendar's lazy chunk, loaded once so that no test waits on the import.
  await import('@tessera/shared/ui/events-calendar/full-calendar-view')
})

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  signInAs('organizer', '8')
  window.history.replaceState(null, '', '/manage/calendar')
  const events = listDocument(
    [
      eventResource('3', {
        name: 'Spring fair',
        start_at: '2031-05-04T10:00:00.000+00:00',
        end_at: '2031-05-04T12:00:00.000+00:00',
      }),
      eventResource('4', {
        name: 'Jazz night',
        start_at: '2031-05-20T19:30:00.000+00:00',
        end_at: '2031-05-20T22:30:00.000+00:00',
      }),
    ],
    2,
    1,
    100,
  )
  const me = userDocument({ id: '8', name: 'Eleni', email: 'eleni@example.org', role: 'organizer' })
  get.mockImplementation(async (url) => (String(url).startsWith('me?') ? me : events))
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.clearAllMocks()
})

const drawn = () => screen.findByText('Jazz night', {}, { timeout: 10_000 })

describe('The own calendar', () => {
  it('asks for the events of the visible weeks and colours them by their start', async () => {
    renderWithI18n(<CalendarScreen />)
    await drawn()
    // May 2031 as a month grid: Sunday 27 April to Saturday 7 June, the end inclusive to the second.
    expect(requested()).toEqual([
      calendarQuery('2031-04-27T00:00:00.000Z', '2031-06-07T23:59:59.000Z'),
    ])
    const event = (name: string) => screen.getByText(name).closest('.ts-events-calendar__event')
    expect(event('Spring fair')?.className).toContain('ts-events-calendar__event--past')
    expect(event('Jazz night')?.className).toContain('ts-events-calendar__event--upcoming')
  })

  it('asks again for the range it moves to', async () => {
    renderWithI18n(<CalendarScreen />)
    await drawn()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    await waitFor(() =>
      expect(requested().at(-1)).toBe(
        calendarQuery('2031-06-01T00:00:00.000Z', '2031-07-12T23:59:59.000Z'),
      ),
    )
    await user.click(screen.getByRole('tab', { name: 'Week view' }))
    await waitFor(() =>
      expect(requested().at(-1)).toBe(
        calendarQuery('2031-06-01T00:00:00.000Z', '2031-06-07T23:59:59.000Z'),
      ),
    )
  })

  it('links to Add event and to the public calendar, and opens the detail of an event, with Edit', async () => {
    renderWithI18n(<CalendarScreen />)
    expect(screen.getByRole('link', { name: 'Add event' }).getAttribute('href')).toBe(
      '/manage/events/add-item',
    )
    expect(
      (await screen.findByRole('link', { name: 'Public calendar' })).getAttribute('href'),
    ).toBe('/calendar/uuid-8')
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(await drawn())
    const detail = await screen.findByRole('dialog', { name: 'Jazz night' })
    expect(within(detail).getByRole('link', { name: 'Edit Jazz night' }).getAttribute('href')).toBe(
      '/manage/events/edit-item/4',
    )
  })
})
