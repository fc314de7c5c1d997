import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { calendarDay } from '@tessera/shared/domain/events/time'
import {
  addEventDefaults,
  addEventResolver,
  eventTiming,
  toEventInput,
  type AddEventValues,
} from './add-event-values'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const now = new Date('2031-05-04T09:00:00Z')
const valid: AddEventValues = {
  ...addEventDefaults('Europe/Athens'),
  name: 'Athens Jazz Night',
  description: 'Live jazz by the sea.',
  start: '2031-05-04T19:30',
  duration: '2.5',
  timeunit: 'h',
  tags: ['3'],
}
/** The form's errors for `values` at `at`, field → text. */
async function errorsOf(
  values: AddEventValues,
  at: Date,
  tagsRequired = 'Choose at least one tag.',
) {
  const resolve = addEventResolver(i18n, tagsRequired, () => at)
  const { errors } = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))
}
const errors = (changes: Partial<AddEventValues>) => errorsOf({ ...valid, ...changes }, now)

describe('Add Event values', () => {
  it('accepts a complete event starting later today', async () => {
    expect(await errors({})).toEqual({})
  })

  it.each([
    ['a summary of 340 characters', { description: 'x'.repeat(340) }, {}],
    [
      'a summary of 341 characters',
      { description: 'x'.repeat(341) },
      { description: 'This field must be at most 340 characters.' },
    ],
    ['no name', { name: '  ' }, { name: 'This field is required.' }],
    ['a duration of 0', { duration: '0' }, { duration: 'This field is required.' }],
    ['no duration', { duration: '' }, { duration: 'This field is required.' }],
    [
      'a duration that is not an option',
      { duration: '13' },
      { duration: 'Please choose one of the duration options.' },
    ],
    ['no tag', { tags: [] }, { tags: 'Choose at least one tag.' }],
    [
      'a start yesterday',
      { start: '2031-05-03T19:30' },
      { start: 'The date cannot be before today.' },
    ],
    ['no start', { start: '' }, { start: 'This field is required.' }],
  ])('%s', async (_case, changes, expected) => {
    expect(await errors(changes)).toEqual(expected)
  })

  it('judges "today" in the chosen time zone', async () => {
    // 02:00 on 5 May in Athens is still 4 May in New York.
    const late = new Date('2031-05-04T23:00:00Z')
    expect(calendarDay(late, 'Europe/Athens')).toBe('2031-05-05')
    const start = { start: '2031-05-04T21:00' }
    expect(await errorsOf({ ...valid, ...start, timezone: 'America/New_York' }, late)).toEqual({})
    expect((await errorsOf({ ...valid, ...start }, late)).start).toBe(
      'The date cannot be before today.',
    )
  })

  it('ends the event at start plus duration, and sends the begin as a wall time', () => {
    const { start, end } = eventTiming({ ...valid, duration: '2', timeunit: 'd' })
    expect(start?.toISOString()).toBe('2031-05-04T16:30:00.000Z')
    expect(end?.toISOString()).toBe('2031-05-06T16:30:00.000Z')
    expect(toEventInput(valid)).toEqual({
      name: 'Athens Jazz Night',
      description: 'Live jazz by the sea.',
      timezone: 'Europe/Athens',
      start_at: '2031-05-04 19:30:00',
      duration: 2.5,
      timeunit: 'h',
    })
  })
})
