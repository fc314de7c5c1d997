import { describe, expect, it } from 'vitest'
import { doorPaymentState } from './door-payment-state.js'

describe('doorPaymentState', () => {
  it.each([
    [{ total_cents: 0, paid_at: null }, 'free'],
    [{ total_cents: '0', paid_at: '2026-11-24 10:00:00' }, 'free'],
    [{ total_cents: 1500, paid_at: null }, 'pending'],
    [{ total_cents: 1500, paid_at: undefined }, 'pending'],
    [{ total_cents: '1500', paid_at: new Date() }, 'paid'],
  ] as const)('%o → %s', (order, state) => {
    expect(doorPaymentState(order)).toBe(state)
  })
})
