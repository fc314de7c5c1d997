import { describe, expect, it } from 'vitest'
import { paymentState, type PaymentFacts } from './guest-states.js'

describe('paymentState', () => {
  const cases: [string, PaymentFacts, ReturnType<typeof paymentState>][] = [
    [
      'a completed paid order',
      { status: 'completed', total_cents: 2500, refunded_cents: 0 },
      'paid',
    ],
    ['a completed free order', { status: 'completed', total_cents: 0, refunded_cents: 0 }, 'free'],
    [
      'a hold waiting for payment',
      { status: 'pending', total_cents: 2500, refunded_cents: 0 },
      'pending',
    ],
    [
      'a cancelled refunded order',
      { status: 'cancelled', total_cents: 2500, refunded_cents: 2500 },
      'refunded',
    ],
    [
      'a late payment refunded on an expired order',
      { status: 'expired', total_cents: 900, refunded_cents: 900 },
      'refunded',
    ],
    [
      'a cancelled free order',
      { status: 'cancelled', total_cents: 0, refunded_cents: 0 },
      'cancelled',
    ],
    ['an expired hold', { status: 'expired', total_cents: 2500, refunded_cents: 0 }, 'expired'],
  ]
  it.each(cases)('%s', (_name, facts, expected) => {
    expect(paymentState(facts)).toBe(expected)
  })
})
