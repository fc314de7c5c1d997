import { z } from 'zod'
import {
  EVENT_NAME_MAX_LENGTH,
  EVENT_STATUSES,
  EVENT_THEMES,
  EVENT_TYPES,
  FEE_BEARINGS,
  IMPORTANCE_TYPES,
  REFUND_POLICIES,
  SUMMARY_MAX_LENGTH,
  TIME_UNITS,
} from '../domain/events/constants.js'
import { ROLES } from '../domain/access/roles.js'
import { youtubeVideoId } from '../domain/events/promo-video.js'
import { additionalDoc, additionalImage } from './asset.js'
import { category } from './category.js'
import { currency, id, optionalText, requiredText, timestamp, timezone } from './common.js'
import { eventDateTime } from './event-date-time.js'
import { agendaEntry, brandColors, faqEntry, hostContact } from './event-sections.js'
import { eventTicket } from './event-ticket.js'
import { hexColor, tag } from './tag.js'
import { venue } from './venue.js'

const literals = <const T extends readonly number[]>(values: T) =>
  z.union(
    values.map((value) => z.literal(value)) as unknown as [
      z.ZodLiteral<T[number]>,
      ...z.ZodLiteral<T[number]>[],
    ],
  )

/** An http(s) address. */
const webAddress = z.url({ protocol: /^https?$/ }).max(2048)

/**
 * The writable attributes of an event (spec "events" §3). Every field is optional here; create
 * adds what it needs. Rules between fields (type effects, capacity, link, address, dates,
 * duration) are `validateEvent` in `domain/events`, applied to the event as it will be saved.
 * Not writable: `hero_image` (uploads), `hash_code`, `uuid`, the organizer.
 */
export const eventAttributesInput = z.object({
  name: requiredText(EVENT_NAME_MAX_LENGTH),
  description: z.string().trim().max(SUMMARY_MAX_LENGTH).nullable(),
  additional_description: z.string().max(100_000).nullable(),
  theme: z.enum(EVENT_THEMES),
  status: z.enum(EVENT_STATUSES),
  start_at: eventDateTime,
  end_at: eventDateTime,
  timezone,
  duration: z.number().min(0).max(1000).nullable(),
  timeunit: z.enum(TIME_UNITS),
  event_type: z.enum(EVENT_TYPES),
  virtual_link: webAddress.nullable(),
  link: webAddress.nullable(),
  total_capacity: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable(),
  unlimited_attendees: z.boolean(),
  multiple_addresses: z.boolean(),
  /** A YouTube address (spec: a video id is 11 characters); anything else is refused. */
  video_url: webAddress
    .refine((value) => youtubeVideoId(value) !== null, { params: { code: 'invalid_format' } })
    .nullable(),
  currency,
  show_on_calendar: z.boolean(),
  show_on_collection: z.boolean(),
  show_latest_announcement: z.boolean(),
  custom_book_button_label: z.boolean(),
  book_button_label: optionalText(40),
  book_button_color: hexColor.nullable(),
  book_promotion_label: optionalText(80),
  custom_brand_colors: brandColors.nullable(),
  google_analytics_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/)
    .nullable(),
  importance_type: z.enum(IMPORTANCE_TYPES),
  absorb_fee: literals(FEE_BEARINGS),
  personalized_ticket: z.boolean(),
  refund_policy: literals(REFUND_POLICIES),
  event_agenda: z.array(agendaEntry).max(50).nullable(),
  event_faqs: z.array(faqEntry).max(50).nullable(),
  event_host: z.array(hostContact).max(30).nullable(),
})

/**
 * POST /events (Add Event): name, summary, timezone, begin and duration (the end follows from the
 * duration when not sent); category and tags are relationships. The status is always private.
 */
export const eventCreateInput = eventAttributesInput
  .omit({ status: true })
  .partial()
  .required({ name: true, timezone: true, start_at: true })
export type EventCreateInput = z.input<typeof eventCreateInput>

/** PATCH /events/{id} (Edit Event): any writable attribute. */
export const eventUpdateInput = eventAttributesInput.partial()
export type EventUpdateInput = z.input<typeof eventUpdateInput>

/** POST /events/{id}/duplicate: the clone's new dates (the start not before today). */
export const eventDuplicateInput = z.object({ start_at: eventDateTime, end_at: eventDateTime })
export type EventDuplicateInput = z.input<typeof eventDuplicateInput>

/**
 * `events` as the API returns them. Date-times are ISO 8601 in the event's time zone.
 * `unlimited_attendees` is `total_capacity === -1`; `total_attendees` counts sold units.
 * Organizer fields are sent to super users only. Relationships appear when included.
 */
export const event = eventAttributesInput
  .extend({
    id,
    uuid: z.string(),
    hash_code: z.string(),
    status: z.enum(EVENT_STATUSES),
    description: z.string().nullable(),
    start_at: timestamp,
    end_at: timestamp,
    timezone: z.string(),
    hero_image: z.string().nullable(),
    total_attendees: z.number(),
    additional_images: z.array(additionalImage).optional(),
    additional_docs: z.array(additionalDoc).optional(),
    /** The organizer's role: plan limits and fees follow it, whoever edits the event. */
    organizer_role: z.enum(ROLES).optional(),
    organizer_id: id.optional(),
    organizer: z.string().optional(),
    organizer_email: z.string().optional(),
    created_at: timestamp,
    updated_at: timestamp,
    category: category.partial().extend({ id }).nullable().optional(),
    tags: z.array(tag.partial().extend({ id })).optional(),
    venues: z.array(venue.partial().extend({ id })).optional(),
    tickets: z.array(eventTicket.partial().extend({ id })).optional(),
    user: z
      .object({ id, name: z.string().optional(), profile_image: z.string().nullable().optional() })
      .optional(),
  })
  .partial({ event_agenda: true, event_faqs: true, event_host: true })
export type Event = z.infer<typeof event>
