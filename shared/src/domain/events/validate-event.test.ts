import { describe, expect, it } from 'vitest'
import { validateEvent, type EventCheck, type EventFacts } from './validate-event.js'

const now = new Date('2031-05-04T09:00:00Z')
const create: EventCheck = { mode: 'create', now }
const update: EventCheck = { mode: 'update', now }

/** A valid physical event on 10 May 2031, 19:00–21:00 in Athens. */
const physical: EventFacts = {
  name: 'Jazz night',
  description: 'Live jazz in the garden.',
  event_type: 'physical',
  total_capacity: 120,
  virtual_link: null,
  venue_addresses: ['Ermou 10, Athens'],
  timezone: 'Europe/Athens',
  start_at: new Date('2031-05-10T16:00:00Z'),
  end_at: new Date('2031-05-10T18:00:00Z'),
  duration: 2,
  timeunit: 'h',
  tag_count: 1,
}

const codes = (facts: Partial<EventFacts>, check: EventCheck = update) =>
  validateEvent({ ...physical, ...facts }, check).map((issue) => `${issue.field}:${issue.code}`)

describe('validateEvent', () => {
  it('accepts a complete event on create and update', () => {
    expect(codes({}, create)).toEqual([])
    expect(codes({}, update)).toEqual([])
  })

  it.each([
    ['name missing', { name: '' }, ['name:required']],
    ['name blank', { name: '   ' }, ['name:required']],
    ['summary of 340 characters', { description: 'a'.repeat(340) }, []],
    ['summary of 341 characters', { description: 'a'.repeat(341) }, ['description:too_long']],
    ['summary missing (physical)', { description: null }, ['description:required']],
    [
      'summary missing (tba)',
      { description: null, event_type: 'tba', total_capacity: -1, venue_addresses: [] },
      [],
    ],
    [
      'summary missing (virtual unlimited)',
      {
        description: '',
        event_type: 'virtual',
        total_capacity: -1,
        virtual_link: 'https://x.test',
        venue_addresses: [],
      },
      [],
    ],
    [
      'summary missing (virtual limited)',
      {
        description: '',
        event_type: 'virtual',
        total_capacity: 10,
        virtual_link: 'https://x.test',
      },
      ['description:required'],
    ],
    ['capacity missing', { total_capacity: null }, ['total_capacity:required']],
    ['capacity 0', { total_capacity: 0 }, []],
    ['capacity -1 (physical)', { total_capacity: -1 }, ['total_capacity:too_small']],
    [
      'capacity -5 (hybrid)',
      { event_type: 'hybrid', total_capacity: -5, virtual_link: 'https://x.test' },
      ['total_capacity:too_small'],
    ],
    ['capacity -1 (tba)', { event_type: 'tba', total_capacity: -1 }, []],
    [
      'capacity -1 (virtual, switch off)',
      {
        event_type: 'virtual',
        total_capacity: -1,
        unlimited_attendees: false,
        virtual_link: 'https://x.test',
      },
      ['total_capacity:too_small'],
    ],
    [
      'link missing (virtual)',
      { event_type: 'virtual', total_capacity: 10, virtual_link: null },
      ['virtual_link:required'],
    ],
    [
      'link missing (hybrid)',
      { event_type: 'hybrid', virtual_link: ' ' },
      ['virtual_link:required'],
    ],
    ['link missing (physical)', { virtual_link: null }, []],
    ['address missing (physical)', { venue_addresses: [] }, ['venues:address_required']],
    [
      'address blank (hybrid)',
      { event_type: 'hybrid', virtual_link: 'https://x.test', venue_addresses: [''] },
      ['venues:address_required'],
    ],
    [
      'address missing (virtual)',
      { event_type: 'virtual', virtual_link: 'https://x.test', venue_addresses: [] },
      [],
    ],
    ['two venues without multiple addresses', { venue_addresses: ['a', 'b'] }, ['venues:too_big']],
    [
      'two venues with multiple addresses',
      { venue_addresses: ['a', 'b'], multiple_addresses: true },
      [],
    ],
    ['timezone missing', { timezone: '' }, ['timezone:required']],
    ['start missing', { start_at: null }, ['start_at:required']],
    ['end missing', { end_at: null }, ['end_at:required']],
    ['end before start', { end_at: new Date('2031-05-10T15:59:59Z') }, ['end_at:end_before_start']],
    ['end equal to start', { end_at: new Date('2031-05-10T16:00:00Z') }, []],
    ['duration missing', { duration: null }, ['duration:required']],
    ['duration 0', { duration: 0 }, ['duration:required']],
    ['duration not an option', { duration: 13, timeunit: 'h' }, ['duration:invalid_duration']],
    ['start in the past on update', { start_at: new Date('2031-01-01T10:00:00Z') }, []],
  ] as [string, Partial<EventFacts>, string[]][])('%s', (_name, facts, expected) => {
    expect(codes(facts)).toEqual(expected)
  })

  it.each([
    ['start yesterday', '2031-05-03T20:00:00Z', ['start_at:date_before_today']],
    ['start earlier today', '2031-05-04T05:00:00Z', []],
    ['start today, before midnight in Athens though 3 May in UTC', '2031-05-03T21:30:00Z', []],
    ['start 3 May 23:59 in Athens', '2031-05-03T20:59:00Z', ['start_at:date_before_today']],
    ['start tomorrow', '2031-05-05T08:00:00Z', []],
  ])('on create: %s', (_name, start, expected) => {
    const start_at = new Date(start)
    expect(codes({ start_at, end_at: new Date(start_at.getTime() + 7_200_000) }, create)).toEqual(
      expected,
    )
  })

  it('on create: needs a tag but not the link or address (the Add Event form has neither)', () => {
    expect(codes({ tag_count: 0 }, create)).toEqual(['tags:required'])
    expect(
      codes({ venue_addresses: [], event_type: 'hybrid', virtual_link: null }, create),
    ).toEqual([])
    expect(codes({ tag_count: 0 }, update)).toEqual([])
  })

  it('reports every issue at once', () => {
    expect(
      codes({
        name: '',
        description: 'x'.repeat(400),
        total_capacity: -3,
        venue_addresses: [],
        duration: 0,
      }),
    ).toEqual([
      'name:required',
      'description:too_long',
      'total_capacity:too_small',
      'duration:required',
      'venues:address_required',
    ])
  })

  it('gives the limit with too_long and too_small', () => {
    const issues = validateEvent(
      { ...physical, description: 'x'.repeat(341), total_capacity: -2 },
      update,
    )
    expect(issues).toContainEqual({ field: 'description', code: 'too_long', values: { max: 340 } })
    expect(issues).toContainEqual({
      field: 'total_capacity',
      code: 'too_small',
      values: { min: 0 },
    })
  })
})
