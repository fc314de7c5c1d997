import { describe, expect, it } from 'vitest'
import {
  FEATURE_PLANS,
  additionalImagesLimit,
  canUse,
  planOf,
  requiredPlan,
  type Feature,
} from './plans.js'
import { ROLES, type RoleName } from './roles.js'

describe('planOf', () => {
  it.each([
    ['guest', 'free'],
    ['member', 'free'],
    ['creator', 'free'],
    ['creator-plus', 'freemium'],
    ['organizer', 'premium'],
    ['planner', 'premium'],
    ['agency', 'premium'],
    ['reseller', 'premium'],
  ] as [RoleName, string][])('%s → %s', (role, plan) => {
    expect(planOf(role)).toBe(plan)
  })
})

const freeLocked: Feature[] = [
  'paid_tickets',
  'event_agenda',
  'event_faqs',
  'event_host',
  'event_layouts',
  'custom_book_button',
  'unlimited_images',
  'scan_tickets',
  'scheduled_announcements',
  'duplicate_event',
]
const freemiumLocked: Feature[] = [
  'phone_collection',
  'personalized_tickets',
  'speakers_sponsors',
  'custom_brand_colors',
]

describe('canUse', () => {
  it('names every feature in exactly one of the tables', () => {
    expect([...freeLocked, ...freemiumLocked].sort()).toEqual(Object.keys(FEATURE_PLANS).sort())
  })
  it.each(freeLocked)('%s: locked for free, open from freemium', (feature) => {
    expect(canUse('creator', feature)).toBe(false)
    expect(canUse('member', feature)).toBe(false)
    expect(canUse('creator-plus', feature)).toBe(true)
    expect(canUse('organizer', feature)).toBe(true)
    expect(requiredPlan(feature)).toBe('freemium')
  })
  it.each(freemiumLocked)('%s: locked for free and freemium, open for premium', (feature) => {
    expect(canUse('creator', feature)).toBe(false)
    expect(canUse('creator-plus', feature)).toBe(false)
    expect(canUse('organizer', feature)).toBe(true)
    expect(canUse('planner', feature)).toBe(true)
    expect(requiredPlan(feature)).toBe('premium')
  })
  it.each(['admin', 'moderator', 'developer'] as RoleName[])(
    'staff %s has every feature',
    (role) => {
      for (const feature of Object.keys(FEATURE_PLANS) as Feature[])
        expect(canUse(role, feature)).toBe(true)
    },
  )
})

describe('additionalImagesLimit', () => {
  it.each(ROLES.map((role) => [role, planOf(role) === 'free' ? 3 : null] as const))(
    '%s → %s',
    (role, limit) => {
      expect(additionalImagesLimit(role)).toBe(limit)
    },
  )
})
