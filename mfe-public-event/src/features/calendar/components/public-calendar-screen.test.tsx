import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import {
  publicListingDocument,
  type PublicListedEvent,
  type PublicListedOrganizer,
} from '@tessera/shared/public/public-listing'
import { renderWithI18n } from '@tessera/shared/ui/test-utils'
import { jsonAnswer, notFoundAnswer, stubFetch } from '../../../lib/fetch-stub'
import PublicCalendarScreen from './public-calendar-screen'

// FullCalendar draws a lot: on a busy two-core machine one test can take several seconds.
vi.setConfig({ testTimeout: 30_000 })

const UUID = '3f2c6a4e-0d7b-4c1e-9a51-6b2f7d8e9a10'
const organizer: PublicListedOrganizer = {
  id: '8',
  uuid: UUID,
  name: 'Eleni Papadaki',
  profile_image: null,
}
const listed = (id: string, name: string, start: string): PublicListedEvent => ({
  id,
  hash_code: `code${id}`,
  name,
  description: null,
  status: 'public',
  start_at: start,
  end_at: start.replace('T19', 'T22'),
  timezone: 'UTC',
  event_type: 'virtual',
  hero_image: null,
  virtual_link: null,
  category: null,
  tags: [],
  venue: null,
  organizer,
})

// Today is 15 May 2031 (the tests run in UTC, the browser zone the calendar shows).
const now = new Date('2031-05-15T12:00:00Z')
const fetchMock = stubFetch()
const requested = () =>
  fetchMock.mock.calls.map(([request]) => {
    const url = new URL((request as Request).url)
    return decodeURIComponent(url.pathname + url.search)
  })

beforeAll(async () => {
  // FullCalendar's lazy chunk, loaded once so that no test waits on the import.
  await import('@tessera/shared/ui/events-calendar/full-calendar-view')
})

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  window.history.replaceState(null, '', `/calendar/${UUID}`)
})

afterEach(() => vi.useRealTimers())

const drawn = () => screen.findByText('Jazz night', {}, { timeout: 10_000 })

describe('The public calendar', () => {
  it('asks for the visible weeks, names the organizer and opens the detail of an event, leading to its page', async () => {
    fetchMock.mockImplementation(async () =>
      jsonAnswer(
        200,
        publicListingDocument({
          events: [
            {
              ...listed('4', 'Jazz night', '2031-05-20T19:30:00.000+00:00'),
              virtual_link: 'https://meet.example.org/jazz',
            },
          ],
          organizer,
          truncated: false,
        }),
      ),
    )
    renderWithI18n(<PublicCalendarScreen uuid={UUID} />)
    const event = await drawn()
    expect(requested()).toEqual([
      `/api/v1/public/organizers/${UUID}/calendar?filter[start_at]=2031-04-27T00:00:00.000Z,2031-06-07T23:59:59.000Z`,
    ])
    expect(screen.getByRole('heading', { level: 1, name: 'Events calendar' })).toBeTruthy()
    expect(screen.getByText('Organizer: Eleni Papadaki')).toBeTruthy()
    expect(event.closest('.ts-events-calendar__event')?.className).toContain('--upcoming')
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(event)
    const detail = await screen.findByRole('dialog', { name: 'Jazz night' })
    expect(within(detail).getByRole('link', { name: 'Visit event' }).getAttribute('href')).toBe(
      '/event/code4',
    )
    expect(within(detail).getByRole('link', { name: 'Virtual link' }).getAttribute('href')).toBe(
      'https://meet.example.org/jazz',
    )
  })

  it('takes a range inside the window the page embedded from it, and asks for one outside it', async () => {
    const listing = {
      events: [
        listed('4', 'Jazz night', '2031-05-20T19:30:00.000+00:00'),
        listed('5', 'Spring fair', '2031-04-02T19:30:00.000+00:00'),
      ],
      organizer,
      truncated: false,
    }
    fetchMock.mockImplementation(async () =>
      jsonAnswer(200, publicListingDocument({ ...listing, events: [] })),
    )
    const range = { from: '2031-04-23T00:00:00.000Z', to: '2031-06-15T23:59:59.999Z' }
    renderWithI18n(<PublicCalendarScreen uuid={UUID} embedded={{ listing, range }} />)
    await drawn()
    expect(screen.getByText('Organizer: Eleni Papadaki')).toBeTruthy()
    // The first of April is outside the visible weeks: not drawn
    expect(screen.queryByText('Spring fair')).toBeNull()
    expect(requested()).toEqual([])

    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: /previous/i }))
    await vi.waitFor(() => expect(requested()).toHaveLength(1), { timeout: 10_000 })
    expect(requested()[0]).toContain('filter[start_at]=2031-03-30T00:00:00.000Z')
  })

  it('says so when the link names no organizer (and logs the failed read, spec §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockImplementation(async () => notFoundAnswer())
    renderWithI18n(<PublicCalendarScreen uuid="nobody" />)
    expect(
      await screen.findByRole('heading', { name: 'Calendar not found' }, { timeout: 10_000 }),
    ).toBeTruthy()
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })
})
