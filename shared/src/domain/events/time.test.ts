import { describe, expect, it } from 'vitest'
import { calendarDay, dayBounds, formatWallTime, isoInZone, parseEventDateTime } from './time.js'

describe('parseEventDateTime', () => {
  it.each([
    ['2031-05-04 19:30:00', 'Europe/Athens', '2031-05-04T16:30:00.000Z'],
    ['2031-05-04 19:30', 'Europe/Athens', '2031-05-04T16:30:00.000Z'],
    ['2031-01-04 19:30:00', 'Europe/Athens', '2031-01-04T17:30:00.000Z'],
    ['2031-05-04T19:30:00', 'Australia/Sydney', '2031-05-04T09:30:00.000Z'],
    ['2031-05-04 00:00:00', 'UTC', '2031-05-04T00:00:00.000Z'],
    ['2031-05-04T19:30:00+02:00', 'Australia/Sydney', '2031-05-04T17:30:00.000Z'],
    ['2031-05-04T19:30:00Z', 'Europe/Athens', '2031-05-04T19:30:00.000Z'],
    // Spring forward in Athens (30 March 2031, 03:00 → 04:00): a time in the gap moves forward.
    ['2031-03-30 03:30:00', 'Europe/Athens', '2031-03-30T01:30:00.000Z'],
    // Fall back (26 October 2031, 04:00 → 03:00): 03:30 happens twice; the earlier one is taken.
    ['2031-10-26 03:30:00', 'Europe/Athens', '2031-10-26T00:30:00.000Z'],
  ])('%s in %s → %s', (text, zone, iso) => {
    expect(parseEventDateTime(text, zone)?.toISOString()).toBe(iso)
  })

  it.each([
    '',
    'tomorrow',
    '2031-02-30 10:00:00',
    '2031-13-01 10:00',
    '2031-05-04 24:00:00',
    '2031-05-04 10:60',
    '31-05-04 10:00',
    '2031-05-04T19:30:00+2',
  ])('refuses %j', (text) => {
    expect(parseEventDateTime(text, 'Europe/Athens')).toBeNull()
  })
})

describe('calendarDay and formatWallTime', () => {
  const instant = new Date('2031-05-04T22:30:00Z')
  it.each([
    ['UTC', '2031-05-04', '2031-05-04 22:30:00'],
    ['Europe/Athens', '2031-05-05', '2031-05-05 01:30:00'],
    ['America/New_York', '2031-05-04', '2031-05-04 18:30:00'],
  ])('in %s', (zone, day, wall) => {
    expect(calendarDay(instant, zone)).toBe(day)
    expect(formatWallTime(instant, zone)).toBe(wall)
  })

  it('round-trips a wall time', () => {
    const wall = '2031-07-01 09:15:00'
    expect(formatWallTime(parseEventDateTime(wall, 'Asia/Kolkata')!, 'Asia/Kolkata')).toBe(wall)
  })
})

describe('dayBounds', () => {
  it.each([
    ['Athens, summer', '2031-05-04T22:30:00Z', 'Europe/Athens', '2031-05-04T21:00:00Z', 24],
    ['UTC', '2031-05-04T22:30:00Z', 'UTC', '2031-05-04T00:00:00Z', 24],
    [
      'New York, spring forward',
      '2031-03-09T12:00:00Z',
      'America/New_York',
      '2031-03-09T05:00:00Z',
      23,
    ],
    ['Athens, fall back', '2031-10-26T12:00:00Z', 'Europe/Athens', '2031-10-25T21:00:00Z', 25],
  ])('%s', (_name, at, zone, start, hours) => {
    const bounds = dayBounds(new Date(at), zone)
    expect(new Date(bounds.start).toISOString()).toBe(new Date(start).toISOString())
    expect((bounds.end - bounds.start) / 3_600_000).toBe(hours)
  })

  it('answers the day of each instant when a zone is asked again, across midnight both ways', () => {
    const day = (at: string) => dayBounds(new Date(at), 'Europe/Athens')
    const friday = day('2031-05-02T12:00:00Z')
    expect(day('2031-05-02T20:59:59.999Z')).toEqual(friday)
    const saturday = day('2031-05-02T21:00:00Z')
    expect(new Date(saturday.start).toISOString()).toBe('2031-05-02T21:00:00.000Z')
    expect(saturday.start).toBe(friday.end)
    expect(day('2031-05-02T20:59:59.999Z')).toEqual(friday)
    expect(day('2031-05-02T21:00:00Z').start).toBe(saturday.start)
    expect(dayBounds(new Date('2031-05-02T21:30:00Z'), 'UTC').start).toBe(
      Date.parse('2031-05-02T00:00:00Z'),
    )
  })
})

describe('isoInZone', () => {
  it.each([
    ['2031-05-04T22:30:00Z', 'Europe/Athens', '2031-05-05T01:30:00.000+03:00'],
    ['2031-01-04T22:30:05.250Z', 'Europe/Athens', '2031-01-05T00:30:05.250+02:00'],
    ['2031-05-04T22:30:00Z', 'America/New_York', '2031-05-04T18:30:00.000-04:00'],
    ['2031-05-04T22:30:00Z', 'Asia/Kolkata', '2031-05-05T04:00:00.000+05:30'],
    ['2031-05-04T22:30:00Z', 'UTC', '2031-05-04T22:30:00.000+00:00'],
  ])('%s in %s', (at, zone, iso) => {
    expect(isoInZone(new Date(at), zone)).toBe(iso)
    expect(new Date(iso).getTime()).toBe(new Date(at).getTime())
  })
})

describe('isoInZone around offset changes', () => {
  it.each([
    // Athens springs forward at 01:00 UTC on 30 March 2031, falls back at 01:00 UTC on 26 October.
    ['2031-03-30T00:59:59Z', '2031-03-30T02:59:59.000+02:00'],
    ['2031-03-30T01:00:00Z', '2031-03-30T04:00:00.000+03:00'],
    ['2031-10-26T00:59:59Z', '2031-10-26T03:59:59.000+03:00'],
    ['2031-10-26T01:00:00Z', '2031-10-26T03:00:00.000+02:00'],
  ])('%s, asked twice', (at, iso) => {
    expect(isoInZone(new Date(at), 'Europe/Athens')).toBe(iso)
    expect(isoInZone(new Date(at), 'Europe/Athens')).toBe(iso)
  })
})
