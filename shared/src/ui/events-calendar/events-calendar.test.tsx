// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderWithI18n } from '../test-utils.js'
import { EventsCalendar, type CalendarEntry } from './events-calendar.js'

// FullCalendar draws a lot: on a busy two-core machine one test can take several seconds.
vi.setConfig({ testTimeout: 30_000 })

// The calendar opens on the month of `now`: November 2026, shown in the test's time zone (UTC).
const now = new Date('2026-11-15T12:00:00Z')
const entries: CalendarEntry[] = [
  {
    id: '7',
    name: 'Autumn fair',
    start: new Date('2026-11-10T09:00:00Z'),
    end: new Date('2026-11-10T12:00:00Z'),
  },
  {
    id: '8',
    name: 'Winter concert',
    start: new Date('2026-11-20T19:00:00Z'),
    end: new Date('2026-11-20T21:00:00Z'),
  },
]

function renderCalendar(onDateClick?: (date: Date, allDay: boolean) => void) {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  const onRangeChange = vi.fn()
  const onEventClick = vi.fn()
  renderWithI18n(
    <EventsCalendar
      entries={entries}
      now={now}
      onRangeChange={onRangeChange}
      onEventClick={onEventClick}
      onDateClick={onDateClick}
    />,
  )
  return { onRangeChange, onEventClick }
}

// FullCalendar is a lazy chunk: loaded once here, so no test waits on the import.
beforeAll(async () => {
  await import('./full-calendar-view.js')
})

/** The calendar drawn (its first render takes a while on a busy machine). */
const rendered = () => screen.findByText('Winter concert', {}, { timeout: 10_000 })

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The calendar at the last half hour of November in UTC, in a browser in Athens (already December). */
async function drawnAtMonthEndInAthens(monthZone?: string) {
  const zone = process.env.TZ
  process.env.TZ = 'Europe/Athens'
  try {
    const instant = new Date('2026-11-30T23:30:00Z')
    vi.useFakeTimers({ now: instant, toFake: ['Date'] })
    const { container } = renderWithI18n(
      <EventsCalendar
        entries={entries}
        now={instant}
        monthZone={monthZone}
        onRangeChange={vi.fn()}
        onEventClick={vi.fn()}
      />,
    )
    const framed = container.querySelector('.ts-events-calendar__frame-title')?.textContent
    const drawn = await screen.findByRole('heading', { level: 2 }, { timeout: 10_000 })
    return { framed, drawn: drawn.textContent }
  } finally {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  }
}

describe('EventsCalendar', () => {
  it("opens on the month its frame named: the browser's own month by default", async () => {
    expect(await drawnAtMonthEndInAthens()).toEqual({
      framed: 'December 2026',
      drawn: 'December 2026',
    })
  })

  it("opens on the server's month in UTC when told so, whatever the browser's zone", async () => {
    expect(await drawnAtMonthEndInAthens('UTC')).toEqual({
      framed: 'November 2026',
      drawn: 'November 2026',
    })
  })

  it('shows the month with its title and the browser time zone, and reports its visible range', async () => {
    const { onRangeChange } = renderCalendar()
    await rendered()
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeTruthy()
    expect(screen.getByText(/your browser's time zone: UTC\./)).toBeTruthy()
    // The month grid starts on the Sunday before the 1st and ends (exclusive) 6 weeks later.
    expect(onRangeChange).toHaveBeenLastCalledWith({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-13T00:00:00Z'),
    })
  })

  it('colours an event that has started red and one still to come green', async () => {
    renderCalendar()
    await rendered()
    const past = screen.getByText('Autumn fair').closest('.ts-events-calendar__event')
    const upcoming = screen.getByText('Winter concert').closest('.ts-events-calendar__event')
    expect(past?.classList.contains('ts-events-calendar__event--past')).toBe(true)
    expect(upcoming?.classList.contains('ts-events-calendar__event--upcoming')).toBe(true)
  })

  it('opens an event by its id', async () => {
    const { onEventClick } = renderCalendar()
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(await rendered())
    expect(onEventClick).toHaveBeenCalledWith('8')
  })

  it('moves to the next month and to the week and list views, reporting each range', async () => {
    const { onRangeChange } = renderCalendar()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await rendered()
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeTruthy()
    expect(onRangeChange).toHaveBeenLastCalledWith({
      start: new Date('2026-11-29T00:00:00Z'),
      end: new Date('2027-01-10T00:00:00Z'),
    })
    await user.click(screen.getByRole('button', { name: 'Today' }))
    await user.click(screen.getByRole('tab', { name: 'Week view' }))
    await waitFor(() =>
      expect(onRangeChange).toHaveBeenLastCalledWith({
        start: new Date('2026-11-15T00:00:00Z'),
        end: new Date('2026-11-22T00:00:00Z'),
      }),
    )
    await user.click(screen.getByRole('tab', { name: 'List view' }))
    await waitFor(() =>
      expect(onRangeChange).toHaveBeenLastCalledWith({
        start: new Date('2026-11-01T00:00:00Z'),
        end: new Date('2026-12-01T00:00:00Z'),
      }),
    )
    expect(await screen.findByText('Winter concert')).toBeTruthy()
  })
})
