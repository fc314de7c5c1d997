import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { cartProduct } from '#services/payments/cart_product'
import { readPublishedEvent } from '#services/public/public_event_reader'

const ID = /^[1-9]\d{0,9}$/

/**
 * `GET /public/cart/tickets/{event_ticket_id}/events/{event_id}/qty/{quantity}` (docs/API.md
 * "Public"): the cart provider's crawler reads the product's server-computed price here, as plain
 * JSON. 404 unless the ticket is on sale on a published event.
 */
export default class PublicCartProductsController {
  async show({ params, response }: HttpContext) {
    const { ticketId, eventId, quantity } = params
    if (!ID.test(quantity) || Number(quantity) > 10_000)
      throw ApiError.badRequest('bad_request', 'quantity')
    if (!ID.test(ticketId) || !ID.test(eventId)) throw ApiError.notFound()
    const read = await readPublishedEvent(eventId, new Date())
    const product = read && cartProduct(read.event, ticketId, Number(quantity))
    if (!product) throw ApiError.notFound()
    response.header('Cache-Control', 'no-cache')
    return response.json(product)
  }
}
