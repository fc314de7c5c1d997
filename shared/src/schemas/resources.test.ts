// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { categoryInput } from './category.js'
import { eventTicketInput } from './event-ticket.js'
import { tagInput, tagUpdateInput } from './tag.js'
import { ticketInput } from './ticket.js'
import { venueInput } from './venue.js'

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; code: string }[] }
}) =>
  result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('/')}:${issue.code}`)

describe('tagInput', () => {
  it('defaults the colour to a green and lowercases colours', () => {
    expect(tagInput.parse({ name: 'Jazz' })).toEqual({ name: 'Jazz', color: '#2e7d32' })
    expect(tagInput.parse({ name: 'Jazz', color: '#AABBCC' }).color).toBe('#aabbcc')
  })
  it.each(['red', '#abc', '#12345g', 'rgb(1,2,3)', '#1234567'])(
    'refuses the colour %j',
    (color) => {
      expect(issues(tagUpdateInput.safeParse({ color }))).toEqual(['color:invalid_format'])
    },
  )
  it('needs a name of at most 100 characters', () => {
    expect(issues(tagInput.safeParse({ name: ' ' }))).toEqual(['name:too_small'])
    expect(issues(tagInput.safeParse({ name: 'n'.repeat(101) }))).toEqual(['name:too_big'])
  })
})

describe('categoryInput', () => {
  it('needs a name', () => {
    expect(issues(categoryInput.safeParse({ description: 'x' }))).toEqual(['name:invalid_type'])
    expect(categoryInput.parse({ name: ' Music ' })).toEqual({ name: 'Music' })
  })
})

describe('venueInput', () => {
  it('names the venue after its address when no name is given', () => {
    expect(venueInput.parse({ address_name: 'Ermou 10, Athens', lat: 37.97, long: 23.72 })).toEqual(
      {
        name: 'Ermou 10, Athens',
        address_name: 'Ermou 10, Athens',
        lat: 37.97,
        long: 23.72,
      },
    )
  })
  it.each([
    [{ address_name: '' }, 'address_name:too_small'],
    [{ address_name: 'x', lat: 91 }, 'lat:too_big'],
    [{ address_name: 'x', long: -181 }, 'long:too_small'],
  ])('refuses %j', (body, issue) => {
    expect(issues(venueInput.safeParse(body))).toEqual([issue])
  })
})

describe('ticketInput', () => {
  it('needs a name and a description', () => {
    expect(issues(ticketInput.safeParse({}))).toEqual([
      'name:invalid_type',
      'description:invalid_type',
    ])
  })
})

describe('eventTicketInput', () => {
  const window = { start_sale_at: '2031-05-01 00:00:00', end_sale_at: '2031-05-10 23:59:59' }
  it('needs the sale window; everything else has a default', () => {
    expect(eventTicketInput.safeParse(window).success).toBe(true)
    expect(issues(eventTicketInput.safeParse({ price: 10 }))).toEqual(['sale_range:custom'])
    expect(issues(eventTicketInput.safeParse({ start_sale_at: window.start_sale_at }))).toEqual([
      'sale_range:custom',
    ])
  })
  it('takes the window as a sale_range too', () => {
    const range = [window.start_sale_at, window.end_sale_at]
    expect(eventTicketInput.parse({ sale_range: range })).toEqual({ sale_range: range })
    expect(issues(eventTicketInput.safeParse({ sale_range: [window.start_sale_at] }))).toEqual([
      'sale_range:too_small',
    ])
    expect(
      issues(eventTicketInput.safeParse({ sale_range: ['2031-02-30 10:00', window.end_sale_at] })),
    ).toEqual(['sale_range/0:custom'])
  })
  it.each([
    [{ price: -1 }, 'price:too_small'],
    [{ absorb_service_fee: 3 }, 'absorb_service_fee:invalid_union'],
    [{ custom_description: 'c'.repeat(341) }, 'custom_description:too_big'],
    [{ attendance_type: 'both' }, 'attendance_type:invalid_value'],
  ])('refuses %j', (patch, issue) => {
    expect(issues(eventTicketInput.safeParse({ ...window, ...patch }))).toEqual([issue])
  })
})
