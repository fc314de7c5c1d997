import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type { OrderInput } from '@tessera/shared/schemas/order'
import type EventTicket from '#models/event_ticket'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { createUser } from '#tests/helpers'

export type TicketSettings = Partial<
  Pick<
    EventTicket,
    | 'priceCents'
    | 'totalQuantity'
    | 'soldQuantity'
    | 'maxQuantityPerPerson'
    | 'personalizedTicket'
    | 'phoneNumberEnabled'
    | 'startSaleAt'
  >
>

/** The event's settings that matter to an order. */
export type EventSettings = { capacity?: number; eventType?: 'physical' | 'hybrid' }

/**
 * A published event (default: physical, 100 seats) of a new organizer with one offered ticket per
 * entry of `tickets` (default: one free ticket of 50 units), all on sale.
 */
export async function bookableEvent(
  tickets: TicketSettings[] = [{ totalQuantity: 50 }],
  { capacity = 100, eventType = 'physical' }: EventSettings = {},
) {
  const user = await createUser('organizer')
  const event = await EventFactory.merge({
    userId: user.id,
    status: 'public',
    eventType,
    virtualLink: eventType === 'hybrid' ? 'https://meet.example.com/abc' : null,
    totalCapacity: capacity,
  }).create()
  const offers: EventTicket[] = []
  for (const [index, settings] of tickets.entries()) {
    const ticket = await TicketFactory.merge({
      userId: user.id,
      name: `Pass ${index + 1}`,
    }).create()
    offers.push(
      await EventTicketFactory.merge({
        eventId: event.id,
        ticketId: ticket.id,
        ...settings,
      }).create(),
    )
  }
  return { user, event, offers }
}

/** A `POST /orders` document: `lines` as [event ticket, quantity] pairs. */
export function orderDocument(
  event: { id: number },
  lines: [EventTicket, number][],
  attributes: Partial<OrderInput> = {},
) {
  return {
    data: {
      type: 'orders',
      attributes: {
        event_id: String(event.id),
        buyer: { name: 'Maria Papadopoulou', email: 'maria@example.com' },
        lines: lines.map(([offer, quantity]) => ({ event_ticket_id: String(offer.id), quantity })),
        consent: true,
        ...attributes,
      },
    },
  }
}

let keys = 0

/** A fresh `Idempotency-Key`. */
export const newKey = () => `test-${process.pid}-${Date.now()}-${++keys}`

export function postOrder(client: ApiClient, body: unknown, key: string | null = newKey()) {
  const request = client.post('/api/v1/orders').json(body)
  return key === null ? request : request.header('Idempotency-Key', key)
}

/** Stock as the database holds it: each ticket's sold units and the event's booked units. */
export async function stockOf(eventId: number) {
  const event = await db.from('events').where('id', eventId).select('booked_quantity').first()
  const tickets = await db
    .from('event_tickets')
    .where('event_id', eventId)
    .orderBy('id')
    .select('sold_quantity')
  return {
    booked: Number(event.booked_quantity),
    sold: tickets.map((row) => Number(row.sold_quantity)),
  }
}

/** Every row an order leaves, counted for one event (the database state after a request). */
export async function orderRowsOf(eventId: number) {
  const count = async (table: string, where: Record<string, unknown>) =>
    Number((await db.from(table).where(where).count('* as total'))[0].total)
  return {
    orders: await count('orders', { event_id: eventId }),
    attendees: await count('attendees', { event_id: eventId }),
    keys: Number((await db.from('idempotency_keys').count('* as total'))[0].total),
    outbox: Number(
      (await db.from('outbox').where('template', 'order_confirmation').count('* as total'))[0]
        .total,
    ),
  }
}
