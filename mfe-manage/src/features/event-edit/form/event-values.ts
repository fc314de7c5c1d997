import {
  UNLIMITED,
  type ContactType,
  type EventStatus,
  type EventTheme,
  type EventType,
} from '@tessera/shared/domain/events/constants'
import { isUnlimitedAttendance } from '@tessera/shared/domain/events/event-type'
import type { Event } from '@tessera/shared/schemas/event'

/** A venue of the event as the form holds it (`id` null: not saved as a venue yet). */
export type VenueDraft = {
  id: string | null
  name: string
  address: string
  lat: string
  long: string
}
export type AgendaDraft = { title: string; start_at: string; content: string }
export type FaqDraft = { name: string; content: string }
export type HostDraft = { type: ContactType; content: string }

/** Every field of the Edit Event form, as typed (spec "events" §2, §3). */
export type EventValues = {
  name: string
  description: string
  additional_description: string
  status: EventStatus
  timezone: string
  /** `YYYY-MM-DDTHH:mm`, a wall time in `timezone` (a `datetime-local` value). */
  start_at: string
  end_at: string
  event_type: EventType
  total_capacity: string
  unlimited_attendees: boolean
  virtual_link: string
  link: string
  venues: VenueDraft[]
  multiple_addresses: boolean
  refund_policy: string
  category: string
  tags: string[]
  event_agenda: AgendaDraft[]
  event_faqs: FaqDraft[]
  event_host: HostDraft[]
  theme: EventTheme
  show_on_calendar: boolean
  show_on_collection: boolean
  show_latest_announcement: boolean
  custom_book_button_label: boolean
  book_button_label: string
  book_button_color: string
  book_promotion_label: string
  google_analytics_id: string
}

export const emptyVenue = (): VenueDraft => ({ id: null, name: '', address: '', lat: '', long: '' })
export const emptyAgenda = (): AgendaDraft => ({ title: '', start_at: '', content: '' })
export const emptyFaq = (): FaqDraft => ({ name: '', content: '' })
export const emptyHost = (): HostDraft => ({ type: 'email', content: '' })

/** A `datetime-local` value as the API's wall time `YYYY-MM-DD HH:mm:ss`. */
export const apiDateTime = (value: string) => (value ? `${value.replace('T', ' ')}:00` : '')

/** An ISO date-time with offset (in the event's zone) as a `datetime-local` value. */
const wallTime = (iso: string) => iso.slice(0, 16)
/** An agenda slot as stored (`YYYY-MM-DD HH:mm`) as a `datetime-local` value; other text is kept. */
const slot = (value: string) =>
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value) ? value.slice(0, 16).replace(' ', 'T') : value
const text = (value: string | null | undefined) => value ?? ''
const coordinate = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

function venueDraft(venue: NonNullable<Event['venues']>[number]): VenueDraft {
  return {
    id: venue.id,
    name: text(venue.name),
    address: text(venue.address_name),
    lat: coordinate(venue.lat),
    long: coordinate(venue.long),
  }
}

/**
 * The form's values for a loaded event. Capacity -1 loads as unlimited (spec "events" §4); a
 * private event shows "public", the edit form's default (spec "events" §3), until it is saved.
 */
export function valuesOf(event: Event): EventValues {
  const unlimited = isUnlimitedAttendance(event)
  return {
    name: event.name,
    description: text(event.description),
    additional_description: text(event.additional_description),
    status: event.status === 'private' ? 'public' : event.status,
    timezone: event.timezone,
    start_at: wallTime(event.start_at),
    end_at: wallTime(event.end_at),
    event_type: event.event_type,
    total_capacity:
      event.total_capacity === null || event.total_capacity === UNLIMITED
        ? ''
        : String(event.total_capacity),
    unlimited_attendees: unlimited,
    virtual_link: text(event.virtual_link),
    link: text(event.link),
    venues: event.venues?.length ? event.venues.map(venueDraft) : [emptyVenue()],
    multiple_addresses: event.multiple_addresses,
    refund_policy: String(event.refund_policy),
    category: event.category?.id ?? '',
    tags: (event.tags ?? []).map((tag) => tag.id),
    event_agenda: (event.event_agenda ?? []).map((entry) => ({
      title: entry.title,
      start_at: slot(entry.start_at),
      content: text(entry.content),
    })),
    event_faqs: (event.event_faqs ?? []).map((entry) => ({
      name: entry.name,
      content: text(entry.content),
    })),
    event_host: (event.event_host ?? []).map((entry) => ({
      type: entry.type,
      content: entry.content,
    })),
    theme: event.theme,
    show_on_calendar: event.show_on_calendar,
    show_on_collection: event.show_on_collection,
    show_latest_announcement: event.show_latest_announcement,
    custom_book_button_label: event.custom_book_button_label,
    book_button_label: text(event.book_button_label),
    book_button_color: text(event.book_button_color),
    book_promotion_label: text(event.book_promotion_label),
    google_analytics_id: text(event.google_analytics_id),
  }
}
