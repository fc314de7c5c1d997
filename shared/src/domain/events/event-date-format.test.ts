import { describe, expect, it } from 'vitest'
import { eventDateFormat, knownTimeZone } from './event-date-format.js'

describe('eventDateFormat', () => {
  const instant = new Date('2026-11-21T16:30:00Z')

  it('reads a day and a 24-hour time in the zone', () => {
    const format = eventDateFormat('en', 'Europe/Athens')
    expect([format.day(instant), format.time(instant)]).toEqual(['Sat, 21 Nov 26', '18:30'])
  })

  it('keeps one format per locale and zone', () => {
    expect(eventDateFormat('el', 'Europe/Athens')).toBe(eventDateFormat('el', 'Europe/Athens'))
    expect(eventDateFormat('el', 'UTC')).not.toBe(eventDateFormat('en', 'UTC'))
  })
})

describe('knownTimeZone', () => {
  it.each([
    ['Australia/Sydney', 'Australia/Sydney'],
    ['Mars/Olympus_Mons', undefined],
    ['Mars/Olympus_Mons', undefined],
    [null, undefined],
  ])('%s → %s', (zone, expected) => {
    expect(knownTimeZone(zone)).toBe(expected)
  })
})
