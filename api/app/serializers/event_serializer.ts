import {
  dataDocument,
  type DataDocument,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type Event from '#models/event'
import type User from '#models/user'
import { seesAll } from '#policies/owner_policy'
import { serializeCategory } from '#serializers/category_serializer'
import { serializeEventTicket } from '#serializers/event_ticket_serializer'
import { serializeOrganizer } from '#serializers/organizer_serializer'
import { serializeTag } from '#serializers/tag_serializer'
import { serializeVenue } from '#serializers/venue_serializer'
import { assetUrl } from '#services/uploads/asset_url'

/** Who looks and when: super users see the organizer's id, name and e-mail (spec "events" §2). */
export type EventView = { viewer: User; now: Date }

const zoned = (event: Event, at: Event['startAt']) => at.setZone(event.timezone).toISO()

function attributes(event: Event) {
  return {
    uuid: event.uuid,
    hash_code: event.hashCode,
    name: event.name,
    description: event.description,
    additional_description: event.additionalDescription,
    theme: event.theme,
    status: event.status,
    start_at: zoned(event, event.startAt),
    end_at: zoned(event, event.endAt),
    timezone: event.timezone,
    duration: event.duration,
    timeunit: event.timeunit,
    event_type: event.eventType,
    virtual_link: event.virtualLink,
    link: event.link,
    total_capacity: event.totalCapacity,
    unlimited_attendees: event.totalCapacity === -1,
    total_attendees: Number(event.$extras.total_attendees ?? 0),
    multiple_addresses: event.multipleAddresses,
    hero_image: assetUrl(event.heroImage),
    video_url: event.videoUrl,
    currency: event.currency,
    show_on_calendar: event.showOnCalendar,
    show_on_collection: event.showOnCollection,
    show_latest_announcement: event.showLatestAnnouncement,
    custom_book_button_label: event.customBookButtonLabel,
    book_button_label: event.bookButtonLabel,
    book_button_color: event.bookButtonColor,
    book_promotion_label: event.bookPromotionLabel,
    custom_brand_colors: event.customBrandColors,
    google_analytics_id: event.googleAnalyticsId,
    importance_type: event.importanceType,
    absorb_fee: event.absorbFee,
    personalized_ticket: event.personalizedTicket,
    refund_policy: event.refundPolicy,
    event_agenda: event.eventAgenda ?? [],
    event_faqs: event.eventFaqs ?? [],
    event_host: event.eventHost ?? [],
    created_at: event.createdAt.toISO(),
    updated_at: event.updatedAt.toISO(),
  }
}

/** Additional images and documents, as the spec names them, when the assets are loaded. */
function assetAttributes(event: Event) {
  if (!event.$preloaded.assets) return {}
  const ordered = [...event.assets].sort((a, b) => a.position - b.position || a.id - b.id)
  return {
    additional_images: ordered
      .filter((asset) => asset.kind === 'image')
      .map((asset) => ({ id: String(asset.id), additional_asset: assetUrl(asset.path) })),
    additional_docs: ordered
      .filter((asset) => asset.kind === 'document')
      .map((asset) => ({
        id: String(asset.id),
        additional_asset: assetUrl(asset.path),
        type: asset.mimeType,
        name: asset.originalName,
        size: asset.size,
      })),
  }
}

function organizerAttributes(event: Event, view: EventView) {
  if (!seesAll(view.viewer)) return {}
  return {
    organizer_id: String(event.userId),
    organizer: event.$preloaded.user ? event.user.name : undefined,
    organizer_email: event.$preloaded.user ? event.user.email : undefined,
  }
}

const ids = (type: string, rows: { id: number }[]) =>
  rows.map((row) => ({ type, id: String(row.id) }))

function relationships(event: Event): ResourceObject['relationships'] {
  const loaded = event.$preloaded
  return {
    category: {
      data: event.categoryId ? { type: 'categories', id: String(event.categoryId) } : null,
    },
    user: { data: { type: 'users', id: String(event.userId) } },
    ...(loaded.tags ? { tags: { data: ids('tags', event.tags) } } : {}),
    ...(loaded.venues ? { venues: { data: ids('venues', event.venues) } } : {}),
    ...(loaded.eventTickets ? { tickets: { data: ids('event-tickets', event.eventTickets) } } : {}),
  }
}

/** `events` (spec "events" §3). Date-times in the event's time zone. An explicit allow-list. */
export function serializeEvent(event: Event, view: EventView): ResourceObject {
  return {
    type: 'events',
    id: String(event.id),
    attributes: {
      ...attributes(event),
      // Plan limits and the service fee are the organizer's, whoever edits: clients gate and
      // preview with this role, as the API decides with it.
      organizer_role: event.$preloaded.user ? event.user.roleName : undefined,
      ...assetAttributes(event),
      ...organizerAttributes(event, view),
    },
    relationships: relationships(event),
  }
}

function included(event: Event, include: string[], view: EventView): ResourceObject[] {
  const out: ResourceObject[] = []
  if (include.includes('category') && event.category) out.push(serializeCategory(event.category))
  if (include.includes('tags')) out.push(...event.tags.map(serializeTag))
  if (include.includes('venues')) out.push(...event.venues.map(serializeVenue))
  if (include.includes('user')) out.push(serializeOrganizer(event.user))
  if (include.includes('tickets')) {
    const context = { timezone: event.timezone, organizerRole: event.user.roleName, now: view.now }
    out.push(...event.eventTickets.map((offer) => serializeEventTicket(offer, context)))
  }
  return out
}

/** One event or a list, with what `include` asks for (those relations must be preloaded). */
export function eventDocument(
  events: Event | Event[],
  include: string[],
  view: EventView,
  meta?: Record<string, unknown>,
): DataDocument {
  const list = Array.isArray(events) ? events : [events]
  const data = Array.isArray(events)
    ? list.map((event) => serializeEvent(event, view))
    : serializeEvent(events, view)
  return dataDocument(data, {
    included: list.flatMap((event) => included(event, include, view)),
    meta,
  })
}
