import { describe, expect, it } from 'vitest'
import type { TimeUnit } from './constants.js'
import { DURATION_OPTIONS, durationIssue, endFromDuration } from './duration.js'

describe('DURATION_OPTIONS', () => {
  it('offers minutes 15 to 90, hours 1 to 12 by half an hour, days 1 to 7', () => {
    expect(DURATION_OPTIONS.m).toEqual([15, 30, 45, 60, 75, 90])
    expect(DURATION_OPTIONS.h).toHaveLength(23)
    expect(DURATION_OPTIONS.h[0]).toBe(1)
    expect(DURATION_OPTIONS.h[1]).toBe(1.5)
    expect(DURATION_OPTIONS.h.at(-1)).toBe(12)
    expect(DURATION_OPTIONS.d).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('durationIssue', () => {
  it.each([
    [2, 'h', null],
    [1.5, 'h', null],
    [12, 'h', null],
    [15, 'm', null],
    [90, 'm', null],
    [7, 'd', null],
    [0, 'h', 'required'],
    [null, 'h', 'required'],
    [undefined, 'h', 'required'],
    [2, null, 'required'],
    [12.5, 'h', 'invalid_duration'],
    [0.5, 'h', 'invalid_duration'],
    [20, 'm', 'invalid_duration'],
    [105, 'm', 'invalid_duration'],
    [8, 'd', 'invalid_duration'],
    [1.5, 'd', 'invalid_duration'],
    [-1, 'h', 'invalid_duration'],
  ] as [number | null | undefined, TimeUnit | null, string | null][])(
    '%s %s → %s',
    (duration, unit, issue) => {
      expect(durationIssue(duration, unit)).toBe(issue)
    },
  )
})

describe('endFromDuration', () => {
  const start = new Date('2031-05-04T16:30:00Z')
  it.each([
    [45, 'm', '2031-05-04T17:15:00.000Z'],
    [1.5, 'h', '2031-05-04T18:00:00.000Z'],
    [12, 'h', '2031-05-05T04:30:00.000Z'],
    [3, 'd', '2031-05-07T16:30:00.000Z'],
  ] as [number, TimeUnit, string][])('%s %s', (duration, unit, end) => {
    expect(endFromDuration(start, duration, unit).toISOString()).toBe(end)
  })
})
