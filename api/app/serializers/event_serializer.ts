import {
  dataDocument,
  type DataDocument,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type { Columns } from '#lib/plain_rows'
import { zonedIso } from '#lib/zoned_time'
import type Asset from '#models/asset'
import type Category from '#models/category'
import type Event from '#models/event'
import type Tag from '#models/tag'
import type User from '#models/user'
import type Venue from '#models/venue'
import { seesAll } from '#policies/owner_policy'
import { serializeCategory } from '#serializers/category_serializer'
import { serializeEventTicket, type OfferRead } from '#serializers/event_ticket_serializer'
import { serializeOrganizer } from '#serializers/organizer_serializer'
import { serializeTag } from '#serializers/tag_serializer'
import { serializeVenue } from '#serializers/venue_serializer'
import { assetUrl } from '#services/uploads/asset_url'

/** Who looks and when: super users see the organizer's id, name and e-mail (spec "events" §2). */
export type EventView = { viewer: User; now: Date }

/**
 * What the serializer reads of an event: its columns, its units sold, its organizer (with role),
 * and the relations that were read (`undefined`: not read, so neither related nor included).
 */
export type EventRead = {
  event: Columns<Event>
  totalAttendees: number
  organizer: User
  category?: Columns<Category> | null
  tags?: Columns<Tag>[]
  venues?: Columns<Venue>[]
  tickets?: OfferRead[]
  assets?: Columns<Asset>[]
}

/** The read of an event model with its organizer set and what the query preloaded. */
export function eventReadOf(event: Event): EventRead {
  const loaded = event.$preloaded
  return {
    event,
    totalAttendees: Number(event.$extras.total_attendees ?? 0),
    organizer: event.user,
    category: 'category' in loaded ? (event.category ?? null) : undefined,
    tags: loaded.tags ? event.tags : undefined,
    venues: loaded.venues ? event.venues : undefined,
    tickets: loaded.eventTickets ? event.eventTickets : undefined,
    assets: loaded.assets ? event.assets : undefined,
  }
}

const zoned = (event: Columns<Event>, at: Event['startAt']) => zonedIso(at, event.timezone)

function attributes({ event, totalAttendees }: EventRead) {
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
    total_attendees: totalAttendees,
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
function assetAttributes({ assets }: EventRead) {
  if (!assets) return {}
  const ordered = [...assets].sort((a, b) => a.position - b.position || a.id - b.id)
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

function organizerAttributes({ event, organizer }: EventRead, view: EventView) {
  if (!seesAll(view.viewer)) return {}
  return {
    organizer_id: String(event.userId),
    organizer: organizer.name,
    organizer_email: organizer.email,
  }
}

const ids = (type: string, rows: { id: number }[]) =>
  rows.map((row) => ({ type, id: String(row.id) }))

function relationships(read: EventRead): ResourceObject['relationships'] {
  const { event, tags, venues, tickets } = read
  return {
    category: {
      data: event.categoryId ? { type: 'categories', id: String(event.categoryId) } : null,
    },
    user: { data: { type: 'users', id: String(event.userId) } },
    ...(tags ? { tags: { data: ids('tags', tags) } } : {}),
    ...(venues ? { venues: { data: ids('venues', venues) } } : {}),
    ...(tickets ? { tickets: { data: ids('event-tickets', tickets) } } : {}),
  }
}

/** `events` (spec "events" §3). Date-times in the event's time zone. An explicit allow-list. */
export function serializeEvent(read: EventRead, view: EventView): ResourceObject {
  return {
    type: 'events',
    id: String(read.event.id),
    attributes: {
      ...attributes(read),
      // Plan limits and the service fee are the organizer's, whoever edits: clients gate and
      // preview with this role, as the API decides with it.
      organizer_role: read.organizer.roleName,
      ...assetAttributes(read),
      ...organizerAttributes(read, view),
    },
    relationships: relationships(read),
  }
}

function included(read: EventRead, include: string[], view: EventView): ResourceObject[] {
  const { event, organizer, category, tags, venues, tickets } = read
  const out: ResourceObject[] = []
  if (include.includes('category') && category) out.push(serializeCategory(category))
  if (include.includes('tags') && tags) out.push(...tags.map(serializeTag))
  if (include.includes('venues') && venues) out.push(...venues.map(serializeVenue))
  if (include.includes('user')) out.push(serializeOrganizer(organizer))
  if (include.includes('tickets') && tickets) {
    const context = { timezone: event.timezone, organizerRole: organizer.roleName, now: view.now }
    out.push(...tickets.map((offer) => serializeEventTicket(offer, context)))
  }
  return out
}

/** One event or a list, with what `include` asks for (those relations must have been read). */
export function eventDocument(
  events: EventRead | EventRead[],
  include: string[],
  view: EventView,
  meta?: Record<string, unknown>,
): DataDocument {
  const list = Array.isArray(events) ? events : [events]
  const data = Array.isArray(events)
    ? list.map((read) => serializeEvent(read, view))
    : serializeEvent(events, view)
  return dataDocument(data, {
    included: list.flatMap((read) => included(read, include, view)),
    meta,
  })
}
