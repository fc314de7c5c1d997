import { randomUUID } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { sqlInstant } from '#lib/utc_date_time'
import { createUser } from '#tests/helpers'

/** An organizer's event with one free ticket offered on it. */
export async function eventWithTicket() {
  const user = await createUser('organizer')
  const event = await EventFactory.merge({ userId: user.id }).create()
  const ticket = await TicketFactory.merge({ userId: user.id }).create()
  const offer = await EventTicketFactory.merge({ eventId: event.id, ticketId: ticket.id }).create()
  return { user, event, offer }
}

/**
 * A completed order's rows as the order transaction writes them: the order, one line of
 * `attendees` units and one attendee per unit (codes not yet signed). Returns the order id.
 */
export async function orderRows(
  client: QueryClientContract,
  offer: { id: number; eventId: number },
  attendees: number,
): Promise<number> {
  const now = sqlInstant(client, new Date())
  const stamps = { created_at: now, updated_at: now }
  const [order] = await client
    .insertQuery()
    .table('orders')
    .insert({
      hash_code: randomUUID().slice(0, 12),
      event_id: offer.eventId,
      status: 'completed',
      buyer_name: 'Maria',
      buyer_email: 'maria@example.com',
      currency: 'eur',
      quantity: attendees,
      ...stamps,
    })
    .returning('id')
  const orderId = Number(typeof order === 'object' ? order.id : order)
  const [line] = await client
    .insertQuery()
    .table('order_lines')
    .insert({
      order_id: orderId,
      event_ticket_id: offer.id,
      ticket_name: 'Entry',
      quantity: attendees,
      unit_price_cents: 0,
      fee_bearing: 0,
      unit_fee_cents: 0,
      final_unit_cents: 0,
    })
    .returning('id')
  const lineId = Number(typeof line === 'object' ? line.id : line)
  await client
    .insertQuery()
    .table('attendees')
    .multiInsert(
      Array.from({ length: attendees }, (_, index) => ({
        order_id: orderId,
        order_line_id: lineId,
        event_id: offer.eventId,
        event_ticket_id: offer.id,
        transaction_id: randomUUID(),
        name: `Guest ${index + 1}`,
        email: `guest${index + 1}@example.com`,
        quantity: 1,
        status: 'completed',
        ...stamps,
      })),
    )
  return orderId
}

export type AttendeeCode = {
  id: number
  event_id: number
  code: string | null
  code_hash: string | null
}

export function attendeeCodes(
  client: QueryClientContract,
  orderId: number,
): Promise<AttendeeCode[]> {
  return client
    .from('attendees')
    .where('order_id', orderId)
    .orderBy('id')
    .select('id', 'event_id', 'code', 'code_hash')
}

export async function publicKeyOf(client: QueryClientContract, eventId: number): Promise<string> {
  const row = await client
    .from('event_keys')
    .where('event_id', eventId)
    .select('public_key')
    .first()
  return row.public_key
}
