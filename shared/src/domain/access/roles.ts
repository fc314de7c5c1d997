/**
 * Roles and role groups (spec "accounts" §6). A user has one role: the first of `roles`, default
 * `guest`. Ids 1–8 are the protected default roles, seeded in this order.
 */
export const ROLES = [
  'admin',
  'moderator',
  'developer',
  'guest',
  'member',
  'creator',
  'creator-plus',
  'organizer',
  'planner',
  'agency',
  'reseller',
] as const

export type RoleName = (typeof ROLES)[number]

export const DEFAULT_ROLE: RoleName = 'guest'

/** The role a self-registered account gets (spec "accounts" §5: role offered: creator only). */
export const REGISTRATION_ROLE: RoleName = 'creator'

export function isRoleName(value: unknown): value is RoleName {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value)
}

/** The role of a profile: its first role's name, `guest` when it has none or an unknown one. */
export function roleOf(
  profile: { roles?: readonly { name?: string }[] | null } | null | undefined,
): RoleName {
  const name = profile?.roles?.[0]?.name
  return isRoleName(name) ? name : DEFAULT_ROLE
}

const groups = {
  developer: ['developer'],
  superUser: ['admin', 'moderator'],
  guestUser: ['guest', 'member'],
  freeUser: ['member', 'creator'],
  freemiumUser: ['creator-plus'],
  premiumUser: ['organizer'],
  professionalUser: ['planner'],
  customUser: ['admin', 'agency', 'reseller'],
} as const satisfies Record<string, readonly RoleName[]>

export type RoleGroup = keyof typeof groups

export function inGroup(role: RoleName, group: RoleGroup): boolean {
  return (groups[group] as readonly RoleName[]).includes(role)
}

export const isDeveloper = (role: RoleName) => inGroup(role, 'developer')
export const isSuperUser = (role: RoleName) => inGroup(role, 'superUser')

/** Staff: the console, payout reports (spec "accounts" §6). */
export const isStaff = (role: RoleName) => isSuperUser(role) || isDeveloper(role)

/** Console (users, categories, roles) and payout reports: admin, developer, moderator. */
export const canUseConsole = (role: RoleName) => isStaff(role)
export const canSeePayouts = (role: RoleName) => isStaff(role)

/**
 * Staff roles (admin, moderator, developer) are granted, changed and taken away only by an admin,
 * so a moderator or developer cannot raise anyone (themselves included) to admin. The spec is
 * silent; see docs/DECISIONS.md.
 */
export const canAssignRole = (actor: RoleName, role: RoleName) =>
  !isStaff(role) || actor === 'admin'

/** Whether `actor` may edit or delete a user whose role is `subject` (same rule as above). */
export const canManageUserWithRole = (actor: RoleName, subject: RoleName) =>
  canAssignRole(actor, subject)

/** Developer-only things: survey management, attendee tickets, payment token, integrations, debug. */
export const canUseDeveloperFeatures = (role: RoleName) => isDeveloper(role)

/** Admin and moderator see the role field in the profile. */
export const canSeeRoleField = (role: RoleName) => isSuperUser(role)

/** Who may see and change every owner-scoped record (spec "events" §6: super users). */
export const seesEveryRecord = (role: RoleName) => isSuperUser(role) || isDeveloper(role)

/** The feedback link is shown to every role except admin. */
export const seesFeedbackLink = (role: RoleName) => role !== 'admin'

/** Default (protected) records: ids 1–8 of users and roles (spec "accounts" §5). */
export const PROTECTED_DEFAULT_IDS = 8

export function isProtectedDefault(id: number | string): boolean {
  const n = Number(id)
  return Number.isInteger(n) && n >= 1 && n <= PROTECTED_DEFAULT_IDS
}

/** In demo mode roles 1–3 cannot be edited (spec "accounts" §5). */
export function isDemoLockedRole(id: number | string): boolean {
  const n = Number(id)
  return Number.isInteger(n) && n >= 1 && n <= 3
}

/** In demo mode default events and categories (ids 1 and 2) cannot be changed. */
export function isDemoLockedRecord(id: number | string): boolean {
  const n = Number(id)
  return n === 1 || n === 2
}
