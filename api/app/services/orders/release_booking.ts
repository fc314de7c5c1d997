import db from '@adonisjs/lucid/services/db'
import ApiError from '#exceptions/api_error'
import { isBookingToken } from '#services/orders/booking_token'
import { readCancellableOrder } from '#services/orders/booking_cancellation'
import { expireOrder } from '#services/orders/order_lifecycle'
import { endCheckouts } from '#services/payments/checkout_expiry'

/**
 * `POST /public/bookings/{hash_code}/release?token=…` (issue 26 item 2, DECISIONS "A held booking
 * is resumed or released by its link's holder"): the buyer lets their own hold go to start again.
 * The guarded `pending → expired` (`expireOrder`: stock back, attendees cancelled), as when the hold
 * runs out, so no e-mail is sent; the provider's checkout is ended after the commit. A wrong token
 * is 404 like an unknown number; a booking no longer pending is 409 `order_not_pending`.
 */
export default class ReleaseBooking {
  static async handle(hashCode: string, token: unknown, now: Date): Promise<void> {
    if (!isBookingToken(hashCode, token)) throw ApiError.notFound()
    const order = await readCancellableOrder('o.hash_code = ?', [hashCode])
    if (!order) throw ApiError.notFound()
    const released =
      order.status === 'pending' && (await db.transaction((trx) => expireOrder(trx, order.id, now)))
    if (!released) throw ApiError.conflict('order_not_pending')
    await endCheckouts([
      { id: order.id, provider: order.payment_provider, reference: order.payment_reference },
    ])
  }
}
