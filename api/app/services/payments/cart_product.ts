import type { PublicEvent } from '@tessera/shared/public/public-event'
import { appUrl } from '#config/app'

/** The product JSON a cart provider's crawler reads to check a cart item's price. */
export type CartProduct = {
  id: string
  name: string
  price: number
  currency: string
  quantity: number
  url: string
}

/**
 * The cart gateway's product (spec "events" paid cart item URL): the price is the server's final
 * price of an on-sale ticket of a published event, so a cart item can never set its own price.
 * Null when the event has no such ticket on sale.
 */
export function cartProduct(
  event: PublicEvent,
  eventTicketId: string,
  quantity: number,
): CartProduct | null {
  const ticket = event.tickets.find((offer) => offer.id === eventTicketId)
  if (!ticket || ticket.sale_state !== 'on_sale') return null
  return {
    id: ticket.id,
    name: `${event.name}: ${ticket.name}`,
    price: ticket.final_price,
    currency: event.currency,
    quantity,
    url: `${appUrl}/api/v1/public/cart/tickets/${ticket.id}/events/${event.id}/qty/${quantity}`,
  }
}
