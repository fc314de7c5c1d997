import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { lockRows } from '#lib/row_locks'

/** Whether something still depends on an event, so deleting it would lose sold tickets or bookings. */
export type EventAssociation = (client: QueryClientContract, eventId: number) => Promise<boolean>

/**
 * Tickets of the event were sold (stock taken by an order, paid or held). The rows are locked so
 * an order's guarded stock update waits for the delete and then finds no ticket (sold out),
 * instead of selling a ticket the delete removes.
 */
const soldTickets: EventAssociation = async (client, eventId) => {
  const offers = await lockRows(
    client.from('event_tickets').where('event_id', eventId).select('sold_quantity'),
    client,
  )
  return offers.some((offer: { sold_quantity: number }) => Number(offer.sold_quantity) > 0)
}

/**
 * The event has bookings, whatever their state: an expired hold, a declined or cancelled order and
 * its refunds are the buyers' and the payments' record (and `orders.event_id` is RESTRICT, so the
 * delete would fail in the database). An event that happened is ended, not deleted (DECISIONS).
 */
const bookings: EventAssociation = async (client, eventId) =>
  Boolean(await client.from('orders').where('event_id', eventId).select('id').first())

/** Everything that blocks deleting an event (409 `has_associated_items`). */
export const eventAssociations: EventAssociation[] = [soldTickets, bookings]

export async function hasAssociatedItems(
  client: QueryClientContract,
  eventId: number,
): Promise<boolean> {
  for (const association of eventAssociations) {
    if (await association(client, eventId)) return true
  }
  return false
}
