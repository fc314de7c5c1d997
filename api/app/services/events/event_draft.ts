import string from '@adonisjs/core/helpers/string'
import { DateTime } from 'luxon'
import type { z } from 'zod'
import { NEW_EVENT_DEFAULTS } from '@tessera/shared/domain/events/constants'
import type { eventAttributesInput } from '@tessera/shared/schemas/event'
import type Event from '#models/event'
import type User from '#models/user'

type Attributes = z.output<typeof eventAttributesInput>

/** Attributes stored as they are given (dates, the unlimited switch and rich text are not). */
const STORED = [
  'name',
  'description',
  'additional_description',
  'theme',
  'status',
  'timezone',
  'duration',
  'timeunit',
  'event_type',
  'virtual_link',
  'link',
  'total_capacity',
  'multiple_addresses',
  'video_url',
  'currency',
  'show_on_calendar',
  'show_on_collection',
  'show_latest_announcement',
  'custom_book_button_label',
  'book_button_label',
  'book_button_color',
  'book_promotion_label',
  'custom_brand_colors',
  'google_analytics_id',
  'importance_type',
  'absorb_fee',
  'personalized_ticket',
  'refund_policy',
  'event_agenda',
  'event_faqs',
  'event_host',
] as const satisfies readonly (keyof Attributes)[]

type StoredField = (typeof STORED)[number]

/** Fields a saved event always has (columns with defaults). */
type AlwaysSet =
  | 'theme'
  | 'status'
  | 'timeunit'
  | 'event_type'
  | 'currency'
  | 'multiple_addresses'
  | 'show_on_calendar'
  | 'show_on_collection'
  | 'show_latest_announcement'
  | 'custom_book_button_label'
  | 'importance_type'
  | 'absorb_fee'
  | 'personalized_ticket'
  | 'refund_policy'

/**
 * An event as the rules see it, in API names: the saved event (or the defaults of a new one)
 * with the request's changes applied; dates are instants.
 */
export type EventDraft = {
  [K in StoredField]: K extends AlwaysSet ? Attributes[K] : Attributes[K] | null
} & {
  start_at: Date | null
  end_at: Date | null
  unlimited_attendees?: boolean
}

const property = (field: string) => string.camelCase(field) as keyof Event

/** The draft of a saved event. */
export function draftOf(event: Event): EventDraft {
  const draft = Object.fromEntries(
    STORED.map((field) => [field, event[property(field)] ?? null]),
  ) as EventDraft
  draft.start_at = event.startAt.toJSDate()
  draft.end_at = event.endAt.toJSDate()
  return draft
}

/** A new event's draft (spec "events" §9 defaults: virtual, hours, unlimited; private). */
export function newEventDraft(organizer: User): EventDraft {
  const empty = Object.fromEntries(STORED.map((field) => [field, null])) as unknown as EventDraft
  return {
    ...empty,
    ...NEW_EVENT_DEFAULTS,
    currency: (organizer.currency as EventDraft['currency']) ?? 'eur',
    multiple_addresses: false,
    show_on_calendar: false,
    show_on_collection: false,
    show_latest_announcement: false,
    custom_book_button_label: false,
    importance_type: 'normal',
    absorb_fee: 0,
    personalized_ticket: false,
    refund_policy: 4,
    start_at: null,
    end_at: null,
  }
}

/** The draft with the given attributes over it (dates are resolved separately). */
export function withChanges(draft: EventDraft, changes: Partial<Attributes>): EventDraft {
  const next: EventDraft = { ...draft }
  for (const field of STORED) {
    if (changes[field] !== undefined) (next as Record<string, unknown>)[field] = changes[field]
  }
  if (changes.unlimited_attendees !== undefined)
    next.unlimited_attendees = changes.unlimited_attendees
  return next
}

/** Writes a checked draft onto the model. */
export function applyDraft(event: Event, draft: EventDraft): void {
  for (const field of STORED)
    (event as unknown as Record<string, unknown>)[property(field)] = draft[field]
  event.startAt = DateTime.fromJSDate(draft.start_at!, { zone: 'utc' })
  event.endAt = DateTime.fromJSDate(draft.end_at!, { zone: 'utc' })
}
