/**
 * The vocabulary of events and their tickets (spec "events" §3, §9). Stored values; labels are
 * translated where they are shown.
 */
/** The longest event name, in UTF-16 code units as zod counts them. */
export const EVENT_NAME_MAX_LENGTH = 255

export const EVENT_TYPES = ['physical', 'virtual', 'hybrid', 'tba'] as const
export type EventType = (typeof EVENT_TYPES)[number]

export const EVENT_THEMES = ['base', 'tabloid', 'eventalk'] as const
export type EventTheme = (typeof EVENT_THEMES)[number]

/** Visibility; an event is `private` when created (spec "events" §3). */
export const EVENT_STATUSES = ['private', 'draft', 'public', 'public_search'] as const
export type EventStatus = (typeof EVENT_STATUSES)[number]

/** Statuses shown on the public page. */
export const PUBLISHED_STATUSES: readonly EventStatus[] = ['public', 'public_search']

export const TIME_UNITS = ['m', 'h', 'd'] as const
export type TimeUnit = (typeof TIME_UNITS)[number]

export const IMPORTANCE_TYPES = ['normal', 'medium', 'high'] as const
export type ImportanceType = (typeof IMPORTANCE_TYPES)[number]

/** Refund policy ids: 1 up to 1 day before start, 2 up to 7 days, 3 up to 30, 4 not specified, 5 none. */
export const REFUND_POLICIES = [1, 2, 3, 4, 5] as const
export type RefundPolicy = (typeof REFUND_POLICIES)[number]
export const REFUND_POLICY_DAYS: Record<RefundPolicy, number | null> = {
  1: 1,
  2: 7,
  3: 30,
  4: null,
  5: null,
}

/** Who bears a ticket's service fee: 1 the organizer absorbs it, 0 the buyer pays it, -1 split. */
export const FEE_BEARINGS = [1, 0, -1] as const
export type FeeBearing = (typeof FEE_BEARINGS)[number]
export const ABSORB = 1
export const PASS_ON = 0
export const SPLIT = -1

export const ATTENDANCE_TYPES = ['physical', 'virtual'] as const
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number]

/** Contact types of an event host (and of speakers), spec "events" §3. */
export const CONTACT_TYPES = [
  'email',
  'phone',
  'whatsapp',
  'viber',
  'messenger',
  'slack',
  'youtube',
  'website',
  'twitter',
  'instagram',
  'linkedin',
  'tiktok',
  'snapchat',
  'facebook',
  'reddit',
  'paypal',
  'soundcloud',
  'spotify',
] as const
export type ContactType = (typeof CONTACT_TYPES)[number]

/** -1 as a capacity or a ticket quantity: unlimited. */
export const UNLIMITED = -1

/** Text limits (spec "events" §9). */
export const SUMMARY_MAX_LENGTH = 340
export const CUSTOM_DESCRIPTION_MAX_LENGTH = 340

/** Step of ticket prices in major units (spec "events" §5). */
export const PRICE_STEP = 0.5

/** Defaults of a new event (spec "events" §9). */
export const NEW_EVENT_DEFAULTS = {
  event_type: 'virtual',
  timeunit: 'h',
  total_capacity: UNLIMITED,
  theme: 'base',
  status: 'private',
} as const satisfies {
  event_type: EventType
  timeunit: TimeUnit
  total_capacity: number
  theme: EventTheme
  status: EventStatus
}

/** The colour of a new tag: a green (spec "accounts" §9). */
export const DEFAULT_TAG_COLOR = '#2e7d32'

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/

/** Files of an event besides its hero image: additional images and documents. */
export const ASSET_KINDS = ['image', 'document'] as const
export type AssetKind = (typeof ASSET_KINDS)[number]
