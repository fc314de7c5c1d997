import { describe, expect, it } from 'vitest'
import { relativeTime } from './relative-time.js'

const now = new Date('2026-11-28T12:00:00Z')
const at = (offsetSeconds: number) => new Date(now.getTime() + offsetSeconds * 1000)
const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('relativeTime', () => {
  it.each([
    [0, 0, 'second'],
    [59, 59, 'second'],
    [-59, -59, 'second'],
    [MINUTE, 1, 'minute'],
    [-45 * MINUTE, -45, 'minute'],
    [HOUR, 1, 'hour'],
    [23 * HOUR, 23, 'hour'],
    [DAY, 1, 'day'],
    [-3 * DAY, -3, 'day'],
    [29 * DAY, 29, 'day'],
    [30 * DAY, 1, 'month'],
    [-200 * DAY, -7, 'month'],
    [364 * DAY, 12, 'month'],
    [365 * DAY, 1, 'year'],
    [-800 * DAY, -2, 'year'],
  ])('%i s from now is %i %s', (offset, value, unit) => {
    expect(relativeTime(at(offset), now)).toEqual({ value, unit })
  })
})
