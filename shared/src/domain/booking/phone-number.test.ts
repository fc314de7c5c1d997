import { describe, expect, it } from 'vitest'
import { normalizePhone } from './phone-number.js'

describe('normalizePhone (E.164, default country AU)', () => {
  it.each([
    ['0412 345 678', '+61412345678'],
    ['(02) 9876 5432', '+61298765432'],
    ['+61 412 345 678', '+61412345678'],
    ['+30 694 123 4567', '+306941234567'],
    ['+30 21 0123 4567', '+302101234567'],
    ['  +1 (212) 555-0123 ', '+12125550123'],
    ['0412 345', null],
    ['+30 694 123', null],
    ['not a number', null],
    ['', null],
  ])('%j → %s', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164)
  })
})
