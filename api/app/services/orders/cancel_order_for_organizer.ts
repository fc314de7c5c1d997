import { decideOrganizerCancellation } from '@tessera/shared/domain/booking/cancellation'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { seesAll } from '#policies/owner_policy'
import { cancelWithRefund, readCancellableOrder } from '#services/orders/booking_cancellation'

/**
 * `POST /orders/{id}/cancellation` (issue 11 item 6): the organizer cancels a booking of an own
 * event whatever its refund policy (`decideOrganizerCancellation`), through the same refund and
 * guarded transition as the buyer's cancellation (`cancelWithRefund`): a paid booking is refunded
 * in full at its provider, then cancelled with its stock back and the buyer told by e-mail.
 * Another organizer's order → 404; a refusal → 409 with its reason.
 */
export default class CancelOrderForOrganizer {
  static async handle(user: User, orderId: number, now: Date): Promise<void> {
    const order = seesAll(user)
      ? await readCancellableOrder('o.id = ?', [orderId])
      : await readCancellableOrder('o.id = ? and e.user_id = ?', [orderId, user.id])
    if (!order) throw ApiError.notFound()
    const decision = decideOrganizerCancellation({
      status: order.status,
      paid: Number(order.total_cents) > 0,
    })
    if (!decision.ok) throw ApiError.conflict(decision.reason)
    await cancelWithRefund(order, { refund: decision.refund, by: 'organizer' }, now)
  }
}
