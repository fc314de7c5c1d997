import { describe, expect, it } from 'vitest'
import { calendarRangeFilter, calendarTone } from './calendar.js'

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
