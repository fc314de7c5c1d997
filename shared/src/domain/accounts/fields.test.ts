import { describe, expect, it } from 'vitest'
import { CONSOLE_PASSWORD_PATTERN, isGoogleEmail, isTimeZone } from './fields.js'

describe('isGoogleEmail', () => {
  it.each([
    ['abcdef@gmail.com', true],
    ['abc.def@gmail.com', true],
    ['abc+def@googlemail.com', true],
    ['ABCDEF@GMAIL.COM', true],
    ['abcde@gmail.com', false],
    ['ab.cd.e@gmail.com', false],
    ['.abcdef@gmail.com', false],
    ['abc..def@gmail.com', false],
    ['abcdef.@gmail.com', false],
    ['abcdef@yahoo.com', false],
    ['abcdef@gmail.co', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isGoogleEmail(value)).toBe(expected)
  })
})

describe('isTimeZone', () => {
  it.each([
    ['Europe/Athens', true],
    ['UTC', true],
    ['Australia/Sydney', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isTimeZone(value)).toBe(expected)
  })
})

describe('console password pattern', () => {
  it.each([
    ['Secret.pass_1!', true],
    ['with space', false],
    ['dash-dash', false],
    ['ελληνικά', false],
  ])('%s → %s', (value, expected) => {
    expect(CONSOLE_PASSWORD_PATTERN.test(value)).toBe(expected)
  })
})
