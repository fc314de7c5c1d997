import { describe, expect, it } from 'vitest'
import type { RoleName } from '../access/roles.js'
import { applyEventPlan, applyEventTicketPlan } from './plan-gates.js'

const sections = {
  event_agenda: [{ title: 'Doors', start_at: '2031-05-04 19:00' }],
  event_faqs: [{ name: 'Parking?' }],
  event_host: [{ type: 'email', content: 'host@example.com' }],
}

describe('applyEventPlan: agenda, FAQ and host are dropped without the plan', () => {
  it.each(['creator', 'member', 'guest'] as RoleName[])('%s: dropped, not refused', (role) => {
    const result = applyEventPlan(role, { name: 'x', ...sections })
    expect(result.attributes).toEqual({ name: 'x' })
    expect(result.dropped).toEqual(['event_agenda', 'event_faqs', 'event_host'])
    expect(result.refused).toEqual([])
  })
  it.each(['creator-plus', 'organizer', 'admin', 'developer'] as RoleName[])('%s: kept', (role) => {
    const result = applyEventPlan(role, { name: 'x', ...sections })
    expect(result.attributes).toEqual({ name: 'x', ...sections })
    expect(result.dropped).toEqual([])
  })
})

describe('applyEventPlan: locked options are refused when set', () => {
  it.each([
    ['theme', 'tabloid', 'creator', 'plan_required'],
    ['theme', 'eventalk', 'member', 'plan_required'],
    ['custom_book_button_label', true, 'creator', 'plan_required'],
    ['book_button_label', 'Get in', 'creator', 'plan_required'],
    ['book_button_color', '#ff0000', 'creator', 'plan_required'],
    ['book_promotion_label', 'Early bird', 'creator', 'plan_required'],
    ['custom_brand_colors', { primary: '#112233' }, 'creator-plus', 'plan_required'],
    ['personalized_ticket', true, 'creator-plus', 'plan_required'],
    ['multiple_addresses', true, 'organizer', 'forbidden'],
    ['multiple_addresses', true, 'admin', 'forbidden'],
  ] as [string, unknown, RoleName, string][])('%s = %j by %s → %s', (field, value, role, code) => {
    expect(applyEventPlan(role, { [field]: value }).refused).toEqual([{ field, code }])
  })

  it.each([
    ['theme', 'base', 'creator'],
    ['custom_book_button_label', false, 'creator'],
    ['book_button_label', null, 'creator'],
    ['book_button_color', '', 'creator'],
    ['custom_brand_colors', {}, 'creator'],
    ['custom_brand_colors', null, 'creator-plus'],
    ['personalized_ticket', false, 'creator'],
    ['multiple_addresses', false, 'organizer'],
    ['theme', 'tabloid', 'creator-plus'],
    ['custom_book_button_label', true, 'creator-plus'],
    ['custom_brand_colors', { primary: '#112233' }, 'organizer'],
    ['personalized_ticket', true, 'planner'],
    ['multiple_addresses', true, 'developer'],
  ] as [string, unknown, RoleName][])('%s = %j by %s is allowed', (field, value, role) => {
    const result = applyEventPlan(role, { [field]: value })
    expect(result.refused).toEqual([])
    expect(result.attributes).toEqual({ [field]: value })
  })
})

describe('applyEventTicketPlan', () => {
  it.each([
    ['creator', 25, true],
    ['member', 0.5, true],
    ['creator', 0, false],
    ['creator-plus', 25, false],
    ['organizer', 25, false],
  ] as [RoleName, number, boolean][])('%s price %s → refused %s', (role, price, refused) => {
    const result = applyEventTicketPlan(role, { price })
    expect(result.refused).toEqual(refused ? [{ field: 'price', code: 'plan_required' }] : [])
    expect(result.attributes.price).toBe(price)
  })

  it.each([
    ['phone_number_enabled', 'creator', true],
    ['phone_number_enabled', 'creator-plus', true],
    ['phone_number_enabled', 'organizer', false],
    ['personalized_ticket', 'creator-plus', true],
    ['personalized_ticket', 'planner', false],
  ] as [string, RoleName, boolean][])('%s by %s refused: %s', (field, role, refused) => {
    expect(applyEventTicketPlan(role, { [field]: true }).refused).toEqual(
      refused ? [{ field, code: 'plan_required' }] : [],
    )
    expect(applyEventTicketPlan(role, { [field]: false }).refused).toEqual([])
  })
})
