// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { RefundPolicy } from '../events/constants.js'
import {
  decideCancellation,
  decideOrganizerCancellation,
  type CancellationFacts,
} from './cancellation.js'

/** An event starting Sat 10 May 2031 at 19:00 in Athens (16:00 UTC, summer time). */
const start = new Date('2031-05-10T16:00:00Z')
const facts = (overrides: Partial<CancellationFacts> = {}): CancellationFacts => ({
  status: 'completed',
  paid: true,
  refund_policy: 1,
  start_at: start,
  timezone: 'Europe/Athens',
  ...overrides,
})
/** A wall time in Athens (UTC+3 in May) as an instant. */
const athens = (wall: string) => new Date(`${wall}+03:00`)

describe('decideCancellation', () => {
  const cases: [string, Partial<CancellationFacts>, Date, ReturnType<typeof decideCancellation>][] =
    [
      // policy 1: through the whole day before (9 May, Athens)
      [
        '1 day: the day before, late evening',
        {},
        athens('2031-05-09T23:59:59'),
        { ok: true, refund: true },
      ],
      [
        '1 day: the event day, morning',
        {},
        athens('2031-05-10T00:00:00'),
        { ok: false, reason: 'refund_window_closed' },
      ],
      // the zone decides: 9 May 22:30 UTC is already 10 May in Athens
      [
        '1 day: counted in the event zone',
        {},
        new Date('2031-05-09T22:30:00Z'),
        { ok: false, reason: 'refund_window_closed' },
      ],
      [
        '7 days: 3 May is the last day',
        { refund_policy: 2 },
        athens('2031-05-03T20:00:00'),
        { ok: true, refund: true },
      ],
      [
        '7 days: 4 May is too late',
        { refund_policy: 2 },
        athens('2031-05-04T08:00:00'),
        { ok: false, reason: 'refund_window_closed' },
      ],
      [
        '30 days: 10 April is the last day',
        { refund_policy: 3 },
        athens('2031-04-10T12:00:00'),
        { ok: true, refund: true },
      ],
      [
        '30 days: 11 April is too late',
        { refund_policy: 3 },
        athens('2031-04-11T00:00:01'),
        { ok: false, reason: 'refund_window_closed' },
      ],
      [
        '4: the organizer decides',
        { refund_policy: 4 },
        athens('2031-01-01T12:00:00'),
        { ok: false, reason: 'cancellation_not_allowed' },
      ],
      [
        '5: no refunds',
        { refund_policy: 5 },
        athens('2031-01-01T12:00:00'),
        { ok: false, reason: 'cancellation_not_allowed' },
      ],
      [
        'free: any time before the start',
        { paid: false, refund_policy: 5 },
        athens('2031-05-10T18:59:59'),
        { ok: true, refund: false },
      ],
      [
        'free: not once started',
        { paid: false },
        athens('2031-05-10T19:00:00'),
        { ok: false, reason: 'cancellation_not_allowed' },
      ],
      [
        'unpaid hold: cancels before the start, nothing to refund',
        { status: 'pending', refund_policy: 5 },
        athens('2031-05-10T12:00:00'),
        { ok: true, refund: false },
      ],
      [
        'already cancelled',
        { status: 'cancelled' },
        athens('2031-01-01T12:00:00'),
        { ok: false, reason: 'already_cancelled' },
      ],
      [
        'an expired hold',
        { status: 'expired' },
        athens('2031-01-01T12:00:00'),
        { ok: false, reason: 'cancellation_not_allowed' },
      ],
    ]

  it.each(cases)('%s', (_name, overrides, now, expected) => {
    expect(decideCancellation(facts(overrides), now)).toEqual(expected)
  })

  it('counts days across a month and a year boundary', () => {
    const newYear = facts({
      refund_policy: 2 as RefundPolicy,
      start_at: new Date('2032-01-03T10:00:00Z'),
    })
    expect(decideCancellation(newYear, new Date('2031-12-27T23:59:59+02:00'))).toEqual({
      ok: true,
      refund: true,
    })
    expect(decideCancellation(newYear, new Date('2031-12-28T00:00:00+02:00'))).toEqual({
      ok: false,
      reason: 'refund_window_closed',
    })
  })
})

describe('decideOrganizerCancellation', () => {
  it.each([
    ['a completed paid booking is refunded', 'completed', true, { ok: true, refund: true }],
    [
      'a completed free booking has nothing to refund',
      'completed',
      false,
      { ok: true, refund: false },
    ],
    ['a pending hold ends without a refund', 'pending', true, { ok: true, refund: false }],
    ['a cancelled booking', 'cancelled', true, { ok: false, reason: 'already_cancelled' }],
    ['an expired hold', 'expired', true, { ok: false, reason: 'order_expired' }],
  ] as const)('%s', (_name, status, paid, expected) => {
    expect(decideOrganizerCancellation({ status, paid })).toEqual(expected)
  })
})
