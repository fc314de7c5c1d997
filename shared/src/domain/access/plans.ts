import { isStaff, type RoleName } from './roles.js'

/**
 * Plans and the features they unlock (spec "accounts" §6, "events" §6). Staff (admin, moderator,
 * developer) have every feature. Which roles are free or freemium is "not fully shown" in the spec;
 * Tessera's reading is in docs/DECISIONS.md: guest, member and creator are free, creator-plus is
 * freemium, organizer, planner, agency and reseller are premium.
 */
export const PLANS = ['free', 'freemium', 'premium'] as const
export type Plan = (typeof PLANS)[number]

const planOfRole: Record<RoleName, Plan> = {
  guest: 'free',
  member: 'free',
  creator: 'free',
  'creator-plus': 'freemium',
  organizer: 'premium',
  planner: 'premium',
  agency: 'premium',
  reseller: 'premium',
  admin: 'premium',
  moderator: 'premium',
  developer: 'premium',
}

export function planOf(role: RoleName): Plan {
  return planOfRole[role]
}

/** Every plan-gated feature and the lowest plan that has it. */
export const FEATURE_PLANS = {
  /** Non-zero ticket prices (free users' prices are forced to 0). */
  paid_tickets: 'freemium',
  event_agenda: 'freemium',
  event_faqs: 'freemium',
  event_host: 'freemium',
  /** Tabloid and eventalk layouts, custom booking button. */
  event_layouts: 'freemium',
  custom_book_button: 'freemium',
  /** More than FREE_ADDITIONAL_IMAGES additional images. */
  unlimited_images: 'freemium',
  scan_tickets: 'freemium',
  scheduled_announcements: 'freemium',
  duplicate_event: 'freemium',
  phone_collection: 'premium',
  personalized_tickets: 'premium',
  speakers_sponsors: 'premium',
  custom_brand_colors: 'premium',
} as const satisfies Record<string, Plan>

export type Feature = keyof typeof FEATURE_PLANS

export const FREE_ADDITIONAL_IMAGES = 3

const rank: Record<Plan, number> = { free: 0, freemium: 1, premium: 2 }

/** Whether `role` may use `feature`; the API refuses what this refuses, the UI greys it out. */
export function canUse(role: RoleName, feature: Feature): boolean {
  if (isStaff(role)) return true
  return rank[planOf(role)] >= rank[FEATURE_PLANS[feature]]
}

/** The plan a user must move to for `feature` (shown on the premium overlay). */
export function requiredPlan(feature: Feature): Plan {
  return FEATURE_PLANS[feature]
}

/** How many additional images an event may have for `role`; `null` when unlimited. */
export function additionalImagesLimit(role: RoleName): number | null {
  return canUse(role, 'unlimited_images') ? null : FREE_ADDITIONAL_IMAGES
}
