import { describe, expect, it } from 'vitest'
import {
  CONSOLE_PASSWORD_PATTERN,
  STRIPE_SECRET_KEY_PATTERN,
  STRIPE_WEBHOOK_SECRET_PATTERN,
  isGoogleEmail,
  isTimeZone,
} from './fields.js'

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

describe('Stripe key patterns', () => {
  it.each([
    ['sk_test_51HqLyjWDarjtT1zd', true],
    ['sk_live_51HqLyjWDarjtT1zd', true],
    ['rk_test_51HqLyjWDarjtT1zd', true],
    ['rk_live_51HqLyjWDarjtT1zd', true],
    ['pk_test_51HqLyjWDarjtT1zd', false],
    ['sk_prod_51HqLyjWDarjtT1zd', false],
    ['sk_test_short', false],
    ['sk_test_51HqLyjWD arjtT1zd', false],
    ['whsec_51HqLyjWDarjtT1zd', false],
    ['', false],
  ])('secret key %s → %s', (value, expected) => {
    expect(STRIPE_SECRET_KEY_PATTERN.test(value)).toBe(expected)
  })

  it.each([
    ['whsec_Yx3yKcPTuvKrZ3cmrPbDmnPY6jn2QeVE', true],
    ['whsec_test_tessera', true],
    ['whsec_', false],
    ['sk_test_51HqLyjWDarjtT1zd', false],
  ])('webhook secret %s → %s', (value, expected) => {
    expect(STRIPE_WEBHOOK_SECRET_PATTERN.test(value)).toBe(expected)
  })
})
