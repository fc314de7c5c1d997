import { describe, expect, it } from 'vitest'
import { fromCents, toCents } from './money.js'

describe('money', () => {
  it.each([
    [0, 0],
    [0.5, 50],
    [12.3, 1230],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1_000_000, 100_000_000],
  ])('toCents(%s) → %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents)
  })
  it.each([
    [2567, 25.67],
    [50, 0.5],
    [0, 0],
    [100_000, 1000],
  ])('fromCents(%s) → %s', (cents, amount) => {
    expect(fromCents(cents)).toBe(amount)
  })
})
