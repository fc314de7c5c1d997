import db from '@adonisjs/lucid/services/db'
import type { ManagedOrder } from '@tessera/shared/schemas/guest'
import ApiError from '#exceptions/api_error'
import { directStatements } from '#lib/direct_statements'
import { enqueueOrderConfirmation } from '#services/orders/order_confirmation'

/**
 * `POST /orders/{id}/confirmation` (issue 11 item 6): the confirmation e-mail of a completed
 * booking again, with its tickets, through the outbox (the same message as at booking time, in
 * the buyer's language). `order` is already the caller's (`readManagedOrder`); a booking that is
 * not completed has no valid tickets to send → 409 `order_not_completed`.
 */
export default class ResendConfirmation {
  static async handle(order: ManagedOrder): Promise<void> {
    if (order.status !== 'completed') throw ApiError.conflict('order_not_completed')
    await db.transaction(async (trx) =>
      enqueueOrderConfirmation(await directStatements(trx), Number(order.id)),
    )
  }
}
