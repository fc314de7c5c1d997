import { describe, expect, it } from 'vitest'
import type { RoleName } from '../access/roles.js'
import { feeSplit, finalPriceCents, serviceFee, serviceFeeCents } from './service-fee.js'

describe('serviceFee by role', () => {
  it.each([
    ['creator-plus', 399, 69],
    ['organizer', 299, 59],
    ['planner', 199, 39],
    ['admin', 299, 59],
    ['moderator', 299, 59],
    ['creator', 399, 89],
    ['developer', 399, 89],
    ['agency', 399, 89],
    ['reseller', 399, 89],
    ['member', 399, 89],
    ['guest', 399, 89],
  ] as [RoleName, number, number][])('%s: %s bp + %s cents', (role, basisPoints, fixedCents) => {
    expect(serviceFee(role)).toEqual({ basisPoints, fixedCents })
  })
})

describe('serviceFeeCents', () => {
  it.each([
    [10_000, 'organizer', 299 + 59],
    [2_500, 'organizer', 75 + 59], // 74.75 → 75
    [2_500, 'planner', 50 + 39], // 49.75 → 50
    [1_000, 'creator-plus', 40 + 69], // 39.9 → 40
    [50, 'creator', 2 + 89], // 1.995 → 2
    [0, 'organizer', 0],
  ] as [number, RoleName, number][])('%s cents by %s → %s', (price, role, fee) => {
    expect(serviceFeeCents(price, role)).toBe(fee)
  })
})

describe('feeSplit', () => {
  // 25.00 by an organizer: fee 1.34.
  it.each([
    [
      'absorb',
      1,
      {
        feeCents: 134,
        buyerFeeCents: 0,
        buyerPaysCents: 2500,
        organizerAbsorbsCents: 134,
        organizerReceivesCents: 2366,
      },
    ],
    [
      'pass-on',
      0,
      {
        feeCents: 134,
        buyerFeeCents: 134,
        buyerPaysCents: 2634,
        organizerAbsorbsCents: 0,
        organizerReceivesCents: 2500,
      },
    ],
    [
      'split',
      -1,
      {
        feeCents: 134,
        buyerFeeCents: 67,
        buyerPaysCents: 2567,
        organizerAbsorbsCents: 67,
        organizerReceivesCents: 2433,
      },
    ],
    [
      'any other value is split',
      7,
      {
        feeCents: 134,
        buyerFeeCents: 67,
        buyerPaysCents: 2567,
        organizerAbsorbsCents: 67,
        organizerReceivesCents: 2433,
      },
    ],
  ])('%s', (_name, bearing, expected) => {
    expect(feeSplit(2500, bearing, 'organizer')).toEqual({ priceCents: 2500, ...expected })
  })

  it('gives the odd cent of a split to the organizer', () => {
    // 10.00 by a creator: 0.399 → 0.40 + 0.89 = 1.29; buyer 0.64, organizer 0.65.
    expect(feeSplit(1000, -1, 'creator')).toMatchObject({
      feeCents: 129,
      buyerFeeCents: 64,
      organizerAbsorbsCents: 65,
    })
  })

  it('charges nothing on free tickets', () => {
    for (const bearing of [1, 0, -1]) {
      expect(feeSplit(0, bearing, 'creator')).toEqual({
        priceCents: 0,
        feeCents: 0,
        buyerFeeCents: 0,
        buyerPaysCents: 0,
        organizerAbsorbsCents: 0,
        organizerReceivesCents: 0,
      })
    }
  })

  it('always adds up', () => {
    for (const price of [50, 150, 999, 2500, 12_345, 99_950]) {
      for (const bearing of [1, 0, -1]) {
        const split = feeSplit(price, bearing, 'planner')
        expect(split.buyerFeeCents + split.organizerAbsorbsCents).toBe(split.feeCents)
        expect(split.buyerPaysCents - split.buyerFeeCents).toBe(price)
        expect(split.buyerPaysCents - split.feeCents).toBe(split.organizerReceivesCents)
      }
    }
  })
})

describe('finalPriceCents', () => {
  it.each([
    [2500, 1, 2500],
    [2500, 0, 2634],
    [2500, -1, 2567],
    [0, 0, 0],
  ])('%s cents, bearing %s → %s', (price, bearing, final) => {
    expect(finalPriceCents(price, bearing, 'organizer')).toBe(final)
  })
})
