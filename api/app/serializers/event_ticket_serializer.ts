import { remaining, saleState } from '@tessera/shared/domain/events/sale-state'
import { fromCents } from '@tessera/shared/domain/fees/money'
import { feeSplit } from '@tessera/shared/domain/fees/service-fee'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import {
  dataDocument,
  type DataDocument,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type { Columns } from '#lib/plain_rows'
import { zonedIso } from '#lib/zoned_time'
import type EventTicket from '#models/event_ticket'
import type Ticket from '#models/ticket'
import { serializeTicket } from '#serializers/ticket_serializer'
import { assetUrl } from '#services/uploads/asset_url'

/** What the computed attributes depend on: the event's zone, its organizer's role and the time. */
export type EventTicketContext = { timezone: string; organizerRole: RoleName; now: Date }

/** An offer's columns with its ticket type's name and description (an `EventTicket` with `ticket`). */
export type OfferRead = Columns<EventTicket> & { ticket?: Pick<Ticket, 'name' | 'description'> }

/** The ticket's service fee (its organizer's role) and who pays it (its bearing). */
function feeAttributes(offer: OfferRead, role: RoleName) {
  const split = feeSplit(offer.priceCents, offer.absorbServiceFee, role)
  return {
    final_price: fromCents(split.buyerPaysCents),
    service_fee: fromCents(split.feeCents),
    buyer_fee: fromCents(split.buyerFeeCents),
    organizer_fee: fromCents(split.organizerAbsorbsCents),
  }
}

/**
 * `event-tickets`: a ticket on an event with its settings (spec "events" §3 "Ticket"). Money in
 * major units. `name`/`description` come from the ticket type (preload `ticket`); `sale_state`,
 * `remaining`, `final_price` (what the buyer pays) and the service fee's split by the ticket's
 * bearing (`service_fee`, `buyer_fee`, `organizer_fee`) are computed by the shared rules.
 */
export function serializeEventTicket(
  offer: OfferRead,
  context: EventTicketContext,
): ResourceObject {
  const start = offer.startSaleAt.toJSDate()
  const end = offer.endSaleAt.toJSDate()
  const facts = {
    start_sale_at: start,
    end_sale_at: end,
    total_quantity: offer.totalQuantity,
    sold_quantity: offer.soldQuantity,
  }
  return {
    type: 'event-tickets',
    id: String(offer.id),
    attributes: {
      name: offer.ticket?.name ?? null,
      description: offer.ticket?.description ?? null,
      price: fromCents(offer.priceCents),
      absorb_service_fee: offer.absorbServiceFee,
      is_reservation: offer.isReservation,
      max_quantity_per_person: offer.maxQuantityPerPerson,
      personalized_ticket: offer.personalizedTicket,
      phone_number_enabled: offer.phoneNumberEnabled,
      special_requirements_required: offer.specialRequirementsRequired,
      floor_plan_image: assetUrl(offer.floorPlanImage),
      total_quantity: offer.totalQuantity,
      sold_quantity: offer.soldQuantity,
      start_sale_at: zonedIso(offer.startSaleAt, context.timezone),
      end_sale_at: zonedIso(offer.endSaleAt, context.timezone),
      custom_description: offer.customDescription,
      attendance_type: offer.attendanceType,
      sale_state: saleState(facts, context.now, context.timezone),
      remaining: remaining(facts),
      ...feeAttributes(offer, context.organizerRole),
      created_at: offer.createdAt.toISO(),
      updated_at: offer.updatedAt.toISO(),
    },
    relationships: {
      event: { data: { type: 'events', id: String(offer.eventId) } },
      ticket: { data: { type: 'tickets', id: String(offer.ticketId) } },
    },
  }
}

/** The context of an offer whose event and organizer (with role) are loaded. */
export function contextOf(offer: EventTicket, now: Date): EventTicketContext {
  return { timezone: offer.event.timezone, organizerRole: offer.event.user.roleName, now }
}

/** One offer or a list (event, organizer and ticket loaded), with `include=ticket`. */
export function eventTicketDocument(
  offers: EventTicket | EventTicket[],
  include: string[],
  now: Date,
  meta?: Record<string, unknown>,
): DataDocument {
  const list = Array.isArray(offers) ? offers : [offers]
  const resources = list.map((offer) => serializeEventTicket(offer, contextOf(offer, now)))
  const included = include.includes('ticket')
    ? list.map((offer) => serializeTicket(offer.ticket))
    : []
  return dataDocument(Array.isArray(offers) ? resources : resources[0], { included, meta })
}
