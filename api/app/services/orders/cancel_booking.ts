import { decideCancellation } from '@tessera/shared/domain/booking/cancellation'
import type { RefundPolicy } from '@tessera/shared/domain/events/constants'
import ApiError from '#exceptions/api_error'
import { isBookingToken } from '#services/orders/booking_token'
import { cancelWithRefund, readCancellableOrder } from '#services/orders/booking_cancellation'
import { instantOf } from '#services/public/public_event_rows'

/**
 * `POST /public/bookings/{hash_code}/cancellation?token=…` (issue 9, Build 5): the buyer cancels
 * within the event's refund policy (`decideCancellation`). A paid, completed booking is refunded
 * in full through the provider first; then one transaction cancels it by the guarded transition
 * (stock back, attendees cancelled), records the refund and queues the cancellation e-mail. A
 * wrong token is 404 like an unknown number; a refusal is 409 with its reason.
 */
export default class CancelBooking {
  static async handle(hashCode: string, token: unknown, now: Date): Promise<void> {
    if (!isBookingToken(hashCode, token)) throw ApiError.notFound()
    const order = await readCancellableOrder('o.hash_code = ?', [hashCode])
    if (!order) throw ApiError.notFound()
    const facts = {
      status: order.status,
      paid: Number(order.total_cents) > 0,
      refund_policy: Number(order.refund_policy) as RefundPolicy,
      start_at: instantOf(order.start_at),
      timezone: order.timezone,
    }
    const decision = decideCancellation(facts, now)
    if (!decision.ok) throw ApiError.conflict(decision.reason)
    await cancelWithRefund(order, { refund: decision.refund, by: 'buyer' }, now)
  }
}
