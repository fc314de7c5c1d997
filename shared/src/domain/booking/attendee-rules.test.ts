import { describe, expect, it } from 'vitest'
import type { EventType } from '../events/constants.js'
import type { ParsedOrderInput } from '../../schemas/order.js'
import { attendanceTypeFor } from './attendee-rules.js'
import type { BookingIssue } from './booking-facts.js'
import { NOW, TICKETS, attendee, facts, line, order } from './booking-fixtures.js'
import { bookingIssues } from './booking-rules.js'

const at = (path: string) => `/data/attributes/lines/0/${path}`
const issue = (code: BookingIssue['code'], path: string, values?: BookingIssue['values']) =>
  values ? { code, pointer: at(path), values } : { code, pointer: at(path) }

type Case = [string, ParsedOrderInput['lines'][number], BookingIssue[], EventType?]
const diet = (text: string | null) => [attendee({ special_requirements: text })]

describe('bookingIssues: attendees', () => {
  it.each<Case>([
    ['personalized, one per unit', line('named', 2, [attendee(), attendee()]), []],
    [
      'personalized, one short',
      line('named', 2, [attendee()]),
      [issue('attendees_mismatch', 'attendees')],
    ],
    ['personalized, none', line('named', 2), [issue('attendees_mismatch', 'attendees')]],
    [
      'personalized, one too many',
      line('named', 2, [attendee(), attendee(), attendee()]),
      [issue('attendees_mismatch', 'attendees')],
    ],
    ['not personalized, none (the buyer holds the line)', line('unlimited', 3), []],
    ['not personalized, one holder', line('unlimited', 3, [attendee()]), []],
    [
      'not personalized, two',
      line('unlimited', 3, [attendee(), attendee()]),
      [issue('attendees_mismatch', 'attendees')],
    ],
    [
      "an attendee's e-mail breaks the rule",
      line('named', 2, [attendee(), attendee({ email: '.nikos@example.com' })]),
      [issue('invalid_email', 'attendees/1/email')],
    ],
    ['phone: a valid number', line('phone', 1, [attendee({ phone_number: '0412 345 678' })]), []],
    [
      'phone: no attendee to carry it',
      line('phone', 1),
      [issue('attendees_mismatch', 'attendees')],
    ],
    [
      'phone: missing',
      line('phone', 1, [attendee()]),
      [issue('required', 'attendees/0/phone_number')],
    ],
    [
      'phone: blank',
      line('phone', 1, [attendee({ phone_number: '  ' })]),
      [issue('required', 'attendees/0/phone_number')],
    ],
    [
      'phone: not a possible number',
      line('phone', 1, [attendee({ phone_number: '0412 345' })]),
      [issue('invalid_phone', 'attendees/0/phone_number')],
    ],
    [
      'phone: not collected, anything goes',
      line('unlimited', 1, [attendee({ phone_number: 'x' })]),
      [],
    ],
    ['requirements: given', line('diet', 1, diet('No nuts')), []],
    ['requirements: 400 characters', line('diet', 1, diet('a'.repeat(400))), []],
    [
      'requirements: 401 characters',
      line('diet', 1, diet('a'.repeat(401))),
      [issue('too_long', 'attendees/0/special_requirements', { max: 400 })],
    ],
    [
      'requirements: 401 characters where not asked',
      line('unlimited', 1, diet('a'.repeat(401))),
      [issue('too_long', 'attendees/0/special_requirements', { max: 400 })],
    ],
    [
      'requirements: missing',
      line('diet', 1, diet(null)),
      [issue('required', 'attendees/0/special_requirements')],
    ],
    [
      'requirements: blank',
      line('diet', 1, diet(' ')),
      [issue('required', 'attendees/0/special_requirements')],
    ],
    ['requirements: no attendee', line('diet', 1), [issue('attendees_mismatch', 'attendees')]],
    [
      'hybrid: attendance type chosen',
      line('unlimited', 1, [attendee({ attendance_type: 'physical' })]),
      [],
      'hybrid',
    ],
    [
      'hybrid: attendance type missing',
      line('unlimited', 1, [attendee()]),
      [issue('attendance_type_required', 'attendees/0/attendance_type')],
      'hybrid',
    ],
    [
      'hybrid: no attendee',
      line('unlimited', 1),
      [issue('attendees_mismatch', 'attendees')],
      'hybrid',
    ],
    ['hybrid: the ticket fixes the type', line('virtual', 1), [], 'hybrid'],
    [
      'hybrid: the ticket fixes the type, attendee given',
      line('virtual', 1, [attendee()]),
      [],
      'hybrid',
    ],
    ['physical: no type needed', line('unlimited', 1, [attendee()]), [], 'physical'],
  ])('%s', (_name, input, expected, eventType = 'physical') => {
    expect(bookingIssues(order([input]), facts({ event_type: eventType }), NOW)).toEqual(expected)
  })
})

describe('attendanceTypeFor', () => {
  it.each([
    ['virtual', 'hybrid', 'physical', 'virtual'],
    ['virtual', 'physical', null, 'virtual'],
    [null, 'hybrid', 'physical', 'physical'],
    [null, 'hybrid', null, null],
    [null, 'physical', 'virtual', 'physical'],
    [null, 'virtual', 'physical', 'virtual'],
    [null, 'tba', 'physical', null],
  ] as const)('ticket %s, event %s, chosen %s → %s', (fixed, eventType, chosen, expected) => {
    expect(
      attendanceTypeFor({ ...TICKETS.unlimited, attendance_type: fixed }, eventType, chosen),
    ).toBe(expected)
  })
})
