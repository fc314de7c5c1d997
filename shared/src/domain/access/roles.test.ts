import { describe, expect, it } from 'vitest'
import {
  ROLES,
  canAssignRole,
  canManageUserWithRole,
  canSeePayouts,
  canSeeRoleField,
  canUseConsole,
  canUseDeveloperFeatures,
  isDemoLockedRecord,
  isDemoLockedRole,
  isProtectedDefault,
  roleOf,
  seesEveryRecord,
  seesFeedbackLink,
  type RoleName,
} from './roles.js'

describe('roleOf', () => {
  it.each([
    [null, 'guest'],
    [{}, 'guest'],
    [{ roles: [] }, 'guest'],
    [{ roles: [{ name: 'nonsense' }] }, 'guest'],
    [{ roles: [{ name: 'organizer' }, { name: 'admin' }] }, 'organizer'],
    [{ roles: [{ name: 'admin' }] }, 'admin'],
  ])('%j → %s', (profile, role) => {
    expect(roleOf(profile as never)).toBe(role)
  })
})

//            role            console developer roleField everyRecord feedback
const table: [RoleName, boolean, boolean, boolean, boolean, boolean][] = [
  ['admin', true, false, true, true, false],
  ['moderator', true, false, true, true, true],
  ['developer', true, true, false, true, true],
  ['guest', false, false, false, false, true],
  ['member', false, false, false, false, true],
  ['creator', false, false, false, false, true],
  ['creator-plus', false, false, false, false, true],
  ['organizer', false, false, false, false, true],
  ['planner', false, false, false, false, true],
  ['agency', false, false, false, false, true],
  ['reseller', false, false, false, false, true],
]

describe('role capabilities', () => {
  it('covers every role', () => {
    expect(table.map(([role]) => role).sort()).toEqual([...ROLES].sort())
  })
  it.each(table)('%s', (role, console_, developer, roleField, everyRecord, feedback) => {
    expect(canUseConsole(role)).toBe(console_)
    expect(canSeePayouts(role)).toBe(console_)
    expect(canUseDeveloperFeatures(role)).toBe(developer)
    expect(canSeeRoleField(role)).toBe(roleField)
    expect(seesEveryRecord(role)).toBe(everyRecord)
    expect(seesFeedbackLink(role)).toBe(feedback)
  })
})

describe('protected and demo-locked ids', () => {
  it.each([
    [0, false, false, false],
    [1, true, true, true],
    [2, true, true, true],
    [3, true, true, false],
    [4, true, false, false],
    [8, true, false, false],
    [9, false, false, false],
    ['8', true, false, false],
    ['x', false, false, false],
    [1.5, false, false, false],
  ])('%s', (id, protectedDefault, demoRole, demoRecord) => {
    expect(isProtectedDefault(id)).toBe(protectedDefault)
    expect(isDemoLockedRole(id)).toBe(demoRole)
    expect(isDemoLockedRecord(id)).toBe(demoRecord)
  })
})

describe('who may grant a role', () => {
  it.each([
    ['admin', 'admin', true],
    ['admin', 'moderator', true],
    ['admin', 'developer', true],
    ['admin', 'organizer', true],
    ['moderator', 'admin', false],
    ['moderator', 'moderator', false],
    ['moderator', 'developer', false],
    ['moderator', 'organizer', true],
    ['developer', 'admin', false],
    ['developer', 'creator', true],
  ] as [RoleName, RoleName, boolean][])('%s grants %s → %s', (actor, role, allowed) => {
    expect(canAssignRole(actor, role)).toBe(allowed)
    expect(canManageUserWithRole(actor, role)).toBe(allowed)
  })
})
