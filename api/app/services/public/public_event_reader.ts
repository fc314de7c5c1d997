import type { DateTime } from 'luxon'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { planOf } from '@tessera/shared/domain/access/plans'
import { fromCents } from '@tessera/shared/domain/fees/money'
import { finalPriceCents } from '@tessera/shared/domain/fees/service-fee'
import { remaining, saleState } from '@tessera/shared/domain/events/sale-state'
import {
  publicContacts,
  type PublicEvent,
  type PublicTicket,
} from '@tessera/shared/public/public-event'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Event from '#models/event'
import type EventTicket from '#models/event_ticket'

/*
 * STAND-IN (slice "public-ssr"): the minimal reader the server-rendered page needs until the
 * "public-api" slice's prepared-statement reader lands at this path and replaces this file.
 */

const iso = (value: DateTime, zone: string) => value.setZone(zone).toISO()!

function ticketView(row: EventTicket, event: Event, role: RoleName, now: Date): PublicTicket {
  const facts = {
    start_sale_at: row.startSaleAt.toJSDate(),
    end_sale_at: row.endSaleAt.toJSDate(),
    total_quantity: row.totalQuantity,
    sold_quantity: row.soldQuantity,
  }
  return {
    id: String(row.id),
    name: row.ticket.name,
    description: row.ticket.description,
    custom_description: row.customDescription,
    price: fromCents(row.priceCents),
    final_price: fromCents(finalPriceCents(row.priceCents, row.absorbServiceFee, role)),
    is_reservation: row.isReservation,
    max_quantity_per_person: row.maxQuantityPerPerson,
    personalized_ticket: row.personalizedTicket,
    phone_number_enabled: row.phoneNumberEnabled,
    attendance_type: row.attendanceType,
    start_sale_at: iso(row.startSaleAt, event.timezone),
    end_sale_at: iso(row.endSaleAt, event.timezone),
    sale_state: saleState(facts, now, event.timezone),
    remaining: remaining(facts),
  }
}

async function load(query: ModelQueryBuilderContract<typeof Event, Event>) {
  return query
    .preload('user', (user) => user.preload('role'))
    .preload('category')
    .preload('tags')
    .preload('venues')
    .preload('eventTickets', (tickets) => tickets.preload('ticket').orderBy('id'))
    .first()
}

function view(event: Event, now: Date): PublicEvent {
  const role = event.user.role.name as RoleName
  return {
    id: String(event.id),
    uuid: event.uuid,
    hash_code: event.hashCode,
    name: event.name,
    description: event.description,
    additional_description: event.additionalDescription,
    theme: event.theme,
    status: event.status as PublicEvent['status'],
    start_at: iso(event.startAt, event.timezone),
    end_at: iso(event.endAt, event.timezone),
    timezone: event.timezone,
    event_type: event.eventType,
    virtual_link: event.virtualLink,
    link: event.link,
    total_capacity: event.totalCapacity,
    hero_image: event.heroImage,
    video_url: event.videoUrl,
    currency: event.currency,
    show_latest_announcement: event.showLatestAnnouncement,
    custom_book_button_label: event.customBookButtonLabel,
    book_button_label: event.bookButtonLabel,
    book_button_color: event.bookButtonColor,
    book_promotion_label: event.bookPromotionLabel,
    custom_brand_colors: event.customBrandColors,
    google_analytics_id: event.googleAnalyticsId,
    personalized_ticket: event.personalizedTicket,
    refund_policy: event.refundPolicy,
    event_agenda: event.eventAgenda ?? [],
    event_faqs: event.eventFaqs ?? [],
    event_host: publicContacts(event.eventHost ?? []),
    additional_images: [],
    additional_docs: [],
    category: event.category ? { id: String(event.category.id), name: event.category.name } : null,
    tags: event.tags.map((tag) => ({ id: String(tag.id), name: tag.name, color: null })),
    venues: event.venues.map((venue) => ({
      id: String(venue.id),
      name: venue.name,
      address_name: venue.addressName,
      city: venue.city,
      country: venue.country,
      postal_code: venue.postalCode,
      lat: venue.lat,
      long: venue.long,
    })),
    tickets: event.eventTickets.map((row) => ticketView(row, event, role, now)),
    organizer: {
      id: String(event.user.id),
      name: event.user.name,
      profile_image: event.user.profileImage,
      plan: planOf(role),
    },
    updated_at: event.updatedAt.toISO()!,
  }
}

/** A published event by hash code (or id), as a visitor may see it; null when not published. */
export async function readPublishedEvent(code: string, now: Date): Promise<PublicEvent | null> {
  const query = Event.query().whereIn('status', ['public', 'public_search'])
  if (/^\d{1,15}$/.test(code))
    query.where((where) => where.where('hash_code', code).orWhere('id', Number(code)))
  else query.where('hash_code', code)
  const event = await load(query)
  return event ? view(event, now) : null
}

/** Any event by id, drafts included, as its page will show it (the organizer's preview). */
export async function readEventForPreview(id: number, now: Date): Promise<PublicEvent | null> {
  const event = await load(Event.query().where('id', id))
  return event ? view(event, now) : null
}
