import { describe, expect, it } from 'vitest'
import { addEventLink, linkedStart } from './add-event-link'

describe('addEventLink', () => {
  it('carries a clicked time slot as the browser shows it', () => {
    expect(addEventLink(new Date('2026-12-15T16:30:00Z'), false, 'Europe/Athens')).toBe(
      '/manage/events/add-item?start=2026-12-15T18%3A30',
    )
  })

  it('begins a clicked whole day at 09:00 on that day', () => {
    // Midnight of 15 December in Athens is still 14 December in UTC.
    expect(addEventLink(new Date('2026-12-14T22:00:00Z'), true, 'Europe/Athens')).toBe(
      '/manage/events/add-item?start=2026-12-15T09%3A00',
    )
  })
})

describe('linkedStart', () => {
  it.each([
    ['start=2026-12-15T09%3A00', '2026-12-15T09:00'],
    ['start=2026-12-15', ''],
    ['start=tomorrow', ''],
    ['', ''],
  ])('reads %j as %j', (query, start) => {
    expect(linkedStart(new URLSearchParams(query))).toBe(start)
  })
})
