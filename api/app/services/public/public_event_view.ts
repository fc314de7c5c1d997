import { planOf } from '@tessera/shared/domain/access/plans'
import { DEFAULT_ROLE, isRoleName, type RoleName } from '@tessera/shared/domain/access/roles'
import { remaining, saleStateOn } from '@tessera/shared/domain/events/sale-state'
import { dayBounds, isoInZone, type DayBounds } from '@tessera/shared/domain/events/time'
import { fromCents } from '@tessera/shared/domain/fees/money'
import { finalPriceCents } from '@tessera/shared/domain/fees/service-fee'
import {
  publicContacts,
  type PublicEvent,
  type PublicTicket,
} from '@tessera/shared/public/public-event'
import type { HostContact } from '@tessera/shared/schemas/event-sections'
import { assetUrl } from '#services/uploads/asset_url'
import {
  instantOf,
  jsonOf,
  type AssetRow,
  type PublicEventRows,
  type TicketRow,
} from '#services/public/public_event_rows'

/** What every ticket of one read shares: the zone, today's bounds in it, the organizer's role. */
type TicketContext = { zone: string; today: DayBounds; role: RoleName }

/** Today's bounds in each zone seen, worked out again only once a day has passed (per process). */
const todays = new Map<string, DayBounds>()

function todayIn(zone: string, now: Date): DayBounds {
  const known = todays.get(zone)
  const at = now.getTime()
  if (known && known.start <= at && at < known.end) return known
  const today = dayBounds(now, zone)
  todays.set(zone, today)
  return today
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const int = (value: unknown) => (value === null || value === undefined ? null : Number(value))

function ticketOf(row: TicketRow, context: TicketContext): PublicTicket {
  const facts = {
    start_sale_at: instantOf(row.start_sale_at),
    end_sale_at: instantOf(row.end_sale_at),
    total_quantity: Number(row.total_quantity),
    sold_quantity: Number(row.sold_quantity),
  }
  return {
    id: String(row.id),
    name: String(row.name),
    description: text(row.description),
    custom_description: text(row.custom_description),
    price: fromCents(row.price_cents),
    final_price: fromCents(
      finalPriceCents(row.price_cents, Number(row.absorb_service_fee), context.role),
    ),
    is_reservation: Boolean(row.is_reservation),
    max_quantity_per_person: int(row.max_quantity_per_person),
    personalized_ticket: Boolean(row.personalized_ticket),
    phone_number_enabled: Boolean(row.phone_number_enabled),
    special_requirements_required: Boolean(row.special_requirements_required),
    attendance_type: text(row.attendance_type) as PublicTicket['attendance_type'],
    start_sale_at: isoInZone(facts.start_sale_at, context.zone),
    end_sale_at: isoInZone(facts.end_sale_at, context.zone),
    sale_state: saleStateOn(facts, context.today),
    remaining: remaining(facts),
  }
}

function filesOf(assets: AssetRow[]) {
  const of = (kind: string) => assets.filter((asset) => asset.kind === kind)
  return {
    additional_images: of('image').map((asset) => ({
      id: String(asset.id),
      url: assetUrl(asset.path)!,
    })),
    additional_docs: of('document').map((asset) => ({
      id: String(asset.id),
      url: assetUrl(asset.path)!,
      name: asset.original_name,
      type: asset.mime_type,
      size: Number(asset.size),
    })),
  }
}

/** The event's own attributes: the columns read as the contract names them. */
function attributesOf(event: PublicEventRows['event'], zone: string) {
  const at = (value: unknown) => isoInZone(instantOf(value), zone)
  return {
    id: String(event.id),
    uuid: String(event.uuid),
    hash_code: String(event.hash_code),
    name: String(event.name),
    description: text(event.description),
    additional_description: text(event.additional_description),
    theme: event.theme as PublicEvent['theme'],
    // The preview reads events of any status; the page is only ever given published ones.
    status: event.status as PublicEvent['status'],
    start_at: at(event.start_at),
    end_at: at(event.end_at),
    timezone: zone,
    event_type: event.event_type as PublicEvent['event_type'],
    virtual_link: text(event.virtual_link),
    link: text(event.link),
    total_capacity: Number(event.total_capacity),
    hero_image: assetUrl(text(event.hero_image)),
    video_url: text(event.video_url),
    currency: String(event.currency),
    show_latest_announcement: Boolean(event.show_latest_announcement),
    custom_book_button_label: Boolean(event.custom_book_button_label),
    book_button_label: text(event.book_button_label),
    book_button_color: text(event.book_button_color),
    book_promotion_label: text(event.book_promotion_label),
    custom_brand_colors: jsonOf<PublicEvent['custom_brand_colors']>(
      event.custom_brand_colors,
      null,
    ),
    google_analytics_id: text(event.google_analytics_id),
    personalized_ticket: Boolean(event.personalized_ticket),
    refund_policy: Number(event.refund_policy) as PublicEvent['refund_policy'],
    event_agenda: jsonOf<PublicEvent['event_agenda']>(event.event_agenda, []),
    event_faqs: jsonOf<PublicEvent['event_faqs']>(event.event_faqs, []),
    event_host: publicContacts(jsonOf<HostContact[]>(event.event_host, [])),
    updated_at: at(event.updated_at),
  }
}

/**
 * The rows of one read as `PublicEvent`: sale state, remaining and final price by the shared
 * rules, with today's bounds in the event's zone worked out once a day for all its tickets.
 */
export function publicEventView(rows: PublicEventRows, now: Date): PublicEvent {
  const { event } = rows
  const zone = event.timezone
  const role = isRoleName(event.organizer_role) ? event.organizer_role : DEFAULT_ROLE
  const context = { zone, today: todayIn(zone, now), role }
  return {
    ...attributesOf(event, zone),
    ...filesOf(rows.assets),
    category: event.category_id
      ? { id: String(event.category_id), name: String(event.category_name) }
      : null,
    tags: rows.tags.map((tag) => ({ id: String(tag.id), name: tag.name, color: tag.color })),
    venues: rows.venues.map((venue) => ({ ...venue, id: String(venue.id) })),
    tickets: rows.tickets.map((ticket) => ticketOf(ticket, context)),
    organizer: {
      id: String(event.user_id),
      name: String(event.organizer_name),
      profile_image: assetUrl(text(event.organizer_image)),
      plan: planOf(role),
    },
  }
}
