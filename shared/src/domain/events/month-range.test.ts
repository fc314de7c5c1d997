import { describe, expect, it } from 'vitest'
import { monthRange } from './month-range.js'

describe('monthRange', () => {
  it.each([
    ['2026-11', ['2026-11-01 00:00:00', '2026-11-30 23:59:59']],
    ['2026-12', ['2026-12-01 00:00:00', '2026-12-31 23:59:59']],
    ['2027-02', ['2027-02-01 00:00:00', '2027-02-28 23:59:59']],
    ['2028-02', ['2028-02-01 00:00:00', '2028-02-29 23:59:59']],
  ])('%s runs from its first second to its last', (month, range) => {
    expect(monthRange(month)).toEqual(range)
  })

  it.each(['', '2026-13', '2026-00', '2026-1', 'november'])('%j is no month', (month) => {
    expect(monthRange(month)).toBeNull()
  })
})
