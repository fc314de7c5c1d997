import { describe, expect, it } from 'vitest'
import { calendarRangeFilter, calendarTone, monthStartDate, openingMonth } from './calendar.js'

const now = new Date('2026-11-28T10:00:00Z')

describe('calendarTone', () => {
  it.each([
    ['a start later than now', '2026-11-28T10:00:01Z', 'upcoming'],
    ['a start exactly now', '2026-11-28T10:00:00Z', 'past'],
    ['a start before now (even if still happening)', '2026-11-28T09:00:00Z', 'past'],
  ])('%s is %s', (_, start, tone) => {
    expect(calendarTone(new Date(start), now)).toBe(tone)
  })
})

describe('calendarRangeFilter', () => {
  it('sends the visible range inclusively: its start to one second before its exclusive end', () => {
    expect(
      calendarRangeFilter({
        start: new Date('2026-10-25T22:00:00Z'),
        end: new Date('2026-12-06T22:00:00Z'),
      }),
    ).toBe('2026-10-25T22:00:00.000Z,2026-12-06T21:59:59.000Z')
  })
})

describe('openingMonth', () => {
  it.each([
    ['mid-month', '2026-11-28T10:00:00Z', 'UTC', { year: 2026, month: 11 }],
    [
      'the last second of a month, in UTC',
      '2026-11-30T23:59:59Z',
      'UTC',
      { year: 2026, month: 11 },
    ],
    [
      'the same instant in Athens, already December',
      '2026-11-30T23:59:59Z',
      'Europe/Athens',
      { year: 2026, month: 12 },
    ],
    ['new year in UTC', '2027-01-01T00:00:00Z', 'UTC', { year: 2027, month: 1 }],
    [
      'new year in UTC, still December in New York',
      '2027-01-01T00:00:00Z',
      'America/New_York',
      { year: 2026, month: 12 },
    ],
    ['29 February', '2028-02-29T12:00:00Z', 'UTC', { year: 2028, month: 2 }],
    ['the day after 29 February', '2028-03-01T00:00:00Z', 'UTC', { year: 2028, month: 3 }],
  ])('%s', (_, instant, zone, month) => {
    expect(openingMonth(new Date(instant), zone)).toEqual(month)
  })

  it('is the month of the process time zone when none is named', () => {
    const instant = new Date('2026-11-15T12:00:00Z')
    expect(openingMonth(instant)).toEqual(
      openingMonth(instant, Intl.DateTimeFormat().resolvedOptions().timeZone),
    )
  })
})

describe('monthStartDate', () => {
  it.each([
    [{ year: 2026, month: 11 }, '2026-11-01'],
    [{ year: 2027, month: 1 }, '2027-01-01'],
    [{ year: 2028, month: 2 }, '2028-02-01'],
  ])('%o starts on %s', (month, date) => {
    expect(monthStartDate(month)).toBe(date)
  })
})
