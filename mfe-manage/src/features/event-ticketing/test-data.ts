import type { EventTicket } from '@tessera/shared/schemas/event-ticket'
import type { Event } from '@tessera/shared/schemas/event'

/** A saved event-ticket as the API returns it (test data). */
export function eventTicketOf(overrides: Partial<EventTicket> = {}): EventTicket {
  return {
    id: '31',
    name: 'General admission',
    description: 'Standing area',
    price: 25,
    absorb_service_fee: 0,
    is_reservation: false,
    max_quantity_per_person: null,
    personalized_ticket: false,
    phone_number_enabled: false,
    special_requirements_required: false,
    floor_plan_image: null,
    total_quantity: 100,
    sold_quantity: 0,
    start_sale_at: '2026-11-01T09:00:00.000+02:00',
    end_sale_at: '2026-12-10T21:00:00.000+02:00',
    custom_description: null,
    attendance_type: null,
    sale_state: 'on_sale',
    remaining: 100,
    updated_at: '2026-11-01T09:00:00.000+02:00',
    ticket: { id: '7' },
    ...overrides,
  }
}

/** An event as Edit Event passes it to its tabs (test data). */
export function eventOf(overrides: Partial<Event> = {}): Event {
  return {
    id: '12',
    name: 'Athens Jazz Night',
    event_type: 'hybrid',
    total_capacity: 200,
    timezone: 'Europe/Athens',
    currency: 'eur',
    start_at: '2026-12-10T20:00:00.000+02:00',
    end_at: '2026-12-10T23:00:00.000+02:00',
    hero_image: null,
    video_url: null,
    additional_images: [],
    additional_docs: [],
    tickets: [],
    ...overrides,
  } as Event
}

export const ticketDocument = (ticket: EventTicket) => {
  const { id, ticket: type, ...attributes } = ticket
  return {
    jsonapi: { version: '1.1' },
    data: {
      type: 'event-tickets',
      id,
      attributes,
      relationships: { ticket: { data: { type: 'tickets', id: type?.id ?? '7' } } },
    },
  }
}
