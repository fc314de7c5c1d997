import { describe, expect, it } from 'vitest'
import {
  applyEventTicketEffects,
  normalizeTotalQuantity,
  validateEventTicket,
  type EventTicketFacts,
  type TicketEvent,
} from './ticket-rules.js'

describe('normalizeTotalQuantity', () => {
  it.each([
    [null, -1],
    [undefined, -1],
    ['', -1],
    ['  ', -1],
    [0, -1],
    [-3, -1],
    [-1, -1],
    [1, 1],
    ['25', 25],
    [10.7, 10],
    [Number.NaN, -1],
  ] as [number | string | null | undefined, number][])('%j → %s', (quantity, normalized) => {
    expect(normalizeTotalQuantity(quantity)).toBe(normalized)
  })
})

const ticket: EventTicketFacts = {
  price_cents: 2500,
  total_quantity: 50,
  max_quantity_per_person: 4,
  personalized_ticket: false,
  start_sale_at: new Date('2031-05-01T00:00:00Z'),
  end_sale_at: new Date('2031-05-10T00:00:00Z'),
  custom_description: 'Front rows',
}
const physical: TicketEvent = { event_type: 'physical', total_capacity: 100 }
const virtualUnlimited: TicketEvent = { event_type: 'virtual', total_capacity: -1 }
const tba: TicketEvent = { event_type: 'tba', total_capacity: -1 }

const codes = (facts: Partial<EventTicketFacts>, event: TicketEvent = physical) =>
  validateEventTicket({ ...ticket, ...facts }, event).map((issue) => `${issue.field}:${issue.code}`)

describe('validateEventTicket', () => {
  it.each([
    ['a valid ticket', {}, physical, []],
    ['price 0', { price_cents: 0 }, physical, []],
    ['price 0.50', { price_cents: 50 }, physical, []],
    ['price 12.30 (not a step of 0.5)', { price_cents: 1230 }, physical, ['price:invalid_step']],
    ['negative price', { price_cents: -50 }, physical, ['price:too_small']],
    ['quantity 1', { total_quantity: 1 }, physical, []],
    ['quantity equal to the capacity', { total_quantity: 100 }, physical, []],
    ['quantity above the capacity', { total_quantity: 101 }, physical, ['total_quantity:too_big']],
    [
      'unlimited on a physical event',
      { total_quantity: -1 },
      physical,
      ['total_quantity:too_small'],
    ],
    [
      'unlimited on a hybrid event',
      { total_quantity: -1 },
      { event_type: 'hybrid', total_capacity: 100 },
      ['total_quantity:too_small'],
    ],
    [
      'unlimited on a limited virtual event',
      { total_quantity: -1 },
      { event_type: 'virtual', total_capacity: 30 },
      ['total_quantity:too_big'],
    ],
    [
      'unlimited on an unlimited virtual event',
      { total_quantity: -1, max_quantity_per_person: 1000 },
      virtualUnlimited,
      [],
    ],
    ['unlimited on a tba event', { total_quantity: -1 }, tba, []],
    ['quantity equal to the sold units', { total_quantity: 20, sold_quantity: 20 }, physical, []],
    [
      'quantity below the sold units',
      { total_quantity: 19, sold_quantity: 20 },
      physical,
      ['total_quantity:too_small'],
    ],
    ['unlimited with sold units', { total_quantity: -1, sold_quantity: 20 }, virtualUnlimited, []],
    [
      'per person 0',
      { max_quantity_per_person: 0 },
      physical,
      ['max_quantity_per_person:too_small'],
    ],
    ['per person equal to the capacity', { max_quantity_per_person: 100 }, physical, []],
    [
      'per person above the capacity',
      { max_quantity_per_person: 101 },
      physical,
      ['max_quantity_per_person:too_big'],
    ],
    ['per person not given', { max_quantity_per_person: null }, physical, []],
    [
      'per person ignored when personalized',
      { max_quantity_per_person: 0, personalized_ticket: true },
      physical,
      [],
    ],
    ['sale start missing', { start_sale_at: null }, physical, ['sale_range:required']],
    ['sale end missing', { end_sale_at: undefined }, physical, ['sale_range:required']],
    [
      'sale ends before it starts',
      { end_sale_at: new Date('2031-04-30T23:59:59Z') },
      physical,
      ['sale_range:end_before_start'],
    ],
    ['sale of one instant', { end_sale_at: new Date('2031-05-01T00:00:00Z') }, physical, []],
    ['custom description of 340', { custom_description: 'd'.repeat(340) }, physical, []],
    [
      'custom description of 341',
      { custom_description: 'd'.repeat(341) },
      physical,
      ['custom_description:too_long'],
    ],
  ] as [string, Partial<EventTicketFacts>, TicketEvent, string[]][])(
    '%s',
    (_name, facts, event, expected) => {
      expect(codes(facts, event)).toEqual(expected)
    },
  )

  it('names the sold units as the minimum', () => {
    expect(
      validateEventTicket({ ...ticket, total_quantity: 5, sold_quantity: 8 }, physical),
    ).toEqual([{ field: 'total_quantity', code: 'too_small', values: { min: 8 } }])
  })

  it('gives the limits', () => {
    const issues = validateEventTicket(
      { ...ticket, price_cents: 1010, total_quantity: 500 },
      physical,
    )
    expect(issues).toEqual([
      { field: 'price', code: 'invalid_step', values: { step: 0.5 } },
      { field: 'total_quantity', code: 'too_big', values: { max: 100 } },
    ])
  })
})

describe('applyEventTicketEffects', () => {
  it('normalises the quantity and hides the per-person maximum of personalized tickets', () => {
    expect(applyEventTicketEffects({ ...ticket, total_quantity: 0 }).total_quantity).toBe(-1)
    expect(
      applyEventTicketEffects({ ...ticket, personalized_ticket: true }).max_quantity_per_person,
    ).toBeNull()
    expect(applyEventTicketEffects(ticket).max_quantity_per_person).toBe(4)
  })
})
