import type { ListSpec } from '#lib/list_query'
import { filterId, whereContains } from '#lib/list_filters'
import type EventTicket from '#models/event_ticket'
import type Ticket from '#models/ticket'

/** The organizer's ticket types (spec "events" §7 "Tickets CRUD"; filter user_id for super users). */
export const ticketList: ListSpec<typeof Ticket> = {
  filters: {
    name: (query, value) => whereContains(query, 'name', value),
    user_id: (query, value) => {
      query.where('user_id', filterId('user_id', value))
    },
  },
  sorts: { id: 'id', name: 'name', created_at: 'created_at', updated_at: 'updated_at' },
  defaultSort: 'name',
  defaultSize: 10,
}

/** Tickets offered on events (the Ticketing tab lists those of one event). */
export const eventTicketList: ListSpec<typeof EventTicket> = {
  filters: {
    event_id: (query, value) => {
      query.where('event_id', filterId('event_id', value))
    },
    ticket_id: (query, value) => {
      query.where('ticket_id', filterId('ticket_id', value))
    },
  },
  sorts: {
    id: 'id',
    price: 'price_cents',
    start_sale_at: 'start_sale_at',
    end_sale_at: 'end_sale_at',
    created_at: 'created_at',
  },
  includes: ['ticket'],
  defaultSort: 'id',
  defaultSize: 25,
}
