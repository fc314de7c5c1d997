import { describe, expect, it } from 'vitest'
import { extraDays, startsInFuture } from './event-days.js'

describe('extraDays', () => {
  it.each([
    ['within one day', '2031-05-04T16:00:00Z', '2031-05-04T19:00:00Z', 'Europe/Athens', 0],
    [
      'ends at midnight of the same day',
      '2031-05-04T06:00:00Z',
      '2031-05-04T20:59:59Z',
      'Europe/Athens',
      0,
    ],
    // 23:00 → 01:00 in Athens crosses a day there, not in UTC.
    [
      'crosses midnight in the event zone',
      '2031-05-04T20:00:00Z',
      '2031-05-04T22:00:00Z',
      'Europe/Athens',
      1,
    ],
    [
      'the same instants in UTC stay one day',
      '2031-05-04T20:00:00Z',
      '2031-05-04T22:00:00Z',
      'UTC',
      0,
    ],
    ['three days', '2031-05-04T07:00:00Z', '2031-05-07T07:00:00Z', 'Europe/Athens', 3],
    [
      'across the October clock change',
      '2031-10-25T09:00:00Z',
      '2031-10-27T10:00:00Z',
      'Europe/Athens',
      2,
    ],
    ['an end before the start counts 0', '2031-05-04T16:00:00Z', '2031-05-02T16:00:00Z', 'UTC', 0],
  ])('%s', (_case, start, end, zone, days) => {
    expect(extraDays(new Date(start), new Date(end), zone)).toBe(days)
  })
})

describe('startsInFuture', () => {
  const now = new Date('2031-05-04T12:00:00Z')
  it.each([
    ['a minute later', '2031-05-04T12:01:00Z', true],
    ['exactly now', '2031-05-04T12:00:00Z', false],
    ['an hour ago', '2031-05-04T11:00:00Z', false],
  ])('%s', (_case, start, future) => {
    expect(startsInFuture(new Date(start), now)).toBe(future)
  })
})
