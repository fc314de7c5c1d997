import { describe, expect, it } from 'vitest'
import { remaining, saleState, type SaleFacts } from './sale-state.js'

/** On sale 1–10 May 2031 in Athens (the end at 10:00 on the 10th). */
const ticket: SaleFacts = {
  start_sale_at: new Date('2031-05-01T09:00:00Z'),
  end_sale_at: new Date('2031-05-10T07:00:00Z'),
  total_quantity: 10,
  sold_quantity: 3,
}

describe('saleState (days inclusive, in the event time zone)', () => {
  it.each([
    ['the day before the start', '2031-04-30T20:59:00Z', {}, 'not_yet'],
    ['the first day, before the start hour', '2031-04-30T21:00:00Z', {}, 'on_sale'],
    ['the middle', '2031-05-05T12:00:00Z', {}, 'on_sale'],
    ['the last day, after the end hour', '2031-05-10T20:59:00Z', {}, 'on_sale'],
    ['the day after the end', '2031-05-10T21:00:00Z', {}, 'ended'],
    ['unlimited', '2031-05-05T12:00:00Z', { total_quantity: -1, sold_quantity: 5000 }, 'on_sale'],
    ['one left', '2031-05-05T12:00:00Z', { sold_quantity: 9 }, 'on_sale'],
    ['none left', '2031-05-05T12:00:00Z', { sold_quantity: 10 }, 'sold_out'],
    ['oversold (never by design)', '2031-05-05T12:00:00Z', { sold_quantity: 11 }, 'sold_out'],
    ['sold out and ended', '2031-05-12T12:00:00Z', { sold_quantity: 10 }, 'ended'],
    ['sold out and not yet open', '2031-04-01T12:00:00Z', { sold_quantity: 10 }, 'not_yet'],
  ] as [string, string, Partial<SaleFacts>, string][])('%s → %s', (_name, now, facts, state) => {
    expect(saleState({ ...ticket, ...facts }, new Date(now), 'Europe/Athens')).toBe(state)
  })

  it('uses the given time zone to tell the day', () => {
    const now = new Date('2031-04-30T22:00:00Z')
    expect(saleState(ticket, now, 'Europe/Athens')).toBe('on_sale')
    expect(saleState(ticket, now, 'America/New_York')).toBe('not_yet')
  })
})

describe('remaining', () => {
  it.each([
    [-1, 7, null],
    [10, 3, 7],
    [10, 10, 0],
    [10, 12, 0],
  ])('total %s, sold %s → %s', (total_quantity, sold_quantity, left) => {
    expect(remaining({ total_quantity, sold_quantity })).toBe(left)
  })
})
