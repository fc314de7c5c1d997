import { describe, expect, it } from 'vitest'
import type { ParsedOrderInput } from '../../schemas/order.js'
import type { BookingEventFacts, BookingIssue } from './booking-facts.js'
import { NOW, SALE_CLOSED_AT, SALE_OPEN_AT, facts, line, order } from './booking-fixtures.js'
import { bookingIssues } from './booking-rules.js'

const at = (path: string) => `/data/attributes/${path}`
const issue = (code: BookingIssue['code'], path: string, values?: BookingIssue['values']) =>
  values ? { code, pointer: at(path), values } : { code, pointer: at(path) }

type Case = [string, ParsedOrderInput, BookingIssue[], Partial<BookingEventFacts>?]

describe('bookingIssues: the order', () => {
  it.each<Case>([
    ['a valid free order', order([line('free', 1)]), []],
    ['a valid paid order', order([line('paid', 1)]), []],
    [
      'no consent',
      order([line('free', 1)], { consent: false }),
      [issue('consent_required', 'consent')],
    ],
    ['no lines', order([]), [issue('required', 'lines')]],
    ['no units', order([line('free', 0)]), [issue('required', 'lines')]],
    [
      "the buyer's e-mail breaks the rule",
      order([line('free', 1)], { buyer: { name: 'Maria', email: 'maria..p@example.com' } }),
      [issue('invalid_email', 'buyer/email')],
    ],
    [
      'another event',
      order([line('free', 1)], { event_id: '8' }),
      [issue('not_found', 'event_id')],
    ],
    [
      'a ticket not offered on the event',
      order([line('free', 1), line('missing', 1)]),
      [issue('not_found', 'lines/1/event_ticket_id')],
    ],
    [
      'free and paid mixed',
      order([line('free', 1), line('paid', 1)]),
      [issue('mixed_free_and_paid', 'lines')],
    ],
    [
      'capacity: exactly what is left',
      order([line('unlimited', 2)]),
      [],
      { total_capacity: 100, booked_quantity: 98 },
    ],
    [
      'capacity: one over',
      order([line('unlimited', 2), line('free', 1)]),
      [issue('capacity_reached', 'lines')],
      { total_capacity: 100, booked_quantity: 98 },
    ],
    [
      'capacity: overbooked already (never by design)',
      order([line('unlimited', 1)]),
      [issue('capacity_reached', 'lines')],
      { total_capacity: 100, booked_quantity: 101 },
    ],
    ['capacity unlimited', order([line('unlimited', 1000)]), [], { booked_quantity: 10_000 }],
  ])('%s', (_name, input, expected, event = {}) => {
    expect(bookingIssues(input, facts(event), NOW)).toEqual(expected)
  })
})

describe('bookingIssues: stock and limits', () => {
  it.each<Case>([
    ['max per person exactly', order([line('free', 4)]), []],
    [
      'max per person + 1',
      order([line('free', 5)]),
      [issue('quantity_over_limit', 'lines/0/quantity', { max: 4 })],
    ],
    ['one ticket on two lines, at the max', order([line('free', 2), line('free', 2)]), []],
    [
      'one ticket on three lines, over the max and the stock: each where it goes over',
      order([line('free', 2), line('free', 3), line('free', 1)]),
      [
        issue('quantity_over_limit', 'lines/1/quantity', { max: 4 }),
        issue('sold_out', 'lines/2/quantity'),
      ],
    ],
    ['remaining exactly', order([line('paid', 3)]), []],
    ['remaining + 1', order([line('paid', 4)]), [issue('sold_out', 'lines/0/quantity')]],
    [
      'remaining across lines: reported once, where it goes over',
      order([line('paid', 2), line('paid', 2), line('paid', 1)]),
      [issue('sold_out', 'lines/1/quantity')],
    ],
    ['nothing left', order([line('soldOut', 1)]), [issue('sold_out', 'lines/0/quantity')]],
    ['unlimited stock', order([line('unlimited', 1000)]), []],
    [
      'not on sale yet',
      order([line('later', 1)]),
      [issue('sale_not_open', 'lines/0/event_ticket_id')],
    ],
    ['sale ended', order([line('over', 1)]), [issue('sale_not_open', 'lines/0/event_ticket_id')]],
  ])('%s', (_name, input, expected, event = {}) => {
    expect(bookingIssues(input, facts(event), NOW)).toEqual(expected)
  })

  it.each([
    ['the day before the first sale day there', new Date(SALE_OPEN_AT.getTime() - 1000), false],
    ['the first sale day there (still 30 April in UTC)', SALE_OPEN_AT, true],
    ['the last sale day there, its last second', new Date(SALE_CLOSED_AT.getTime() - 1000), true],
    ['the day after the last sale day there', SALE_CLOSED_AT, false],
  ])('sale days in the event zone (UTC+14): %s → on sale %s', (_name, now, onSale) => {
    const expected = onSale ? [] : [issue('sale_not_open', 'lines/0/event_ticket_id')]
    expect(bookingIssues(order([line('free', 1)]), facts(), now)).toEqual(expected)
  })
})
