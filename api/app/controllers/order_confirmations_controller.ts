import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { routeId } from '#lib/validation'
import ResendConfirmation from '#services/orders/resend_confirmation'
import { readManagedOrder } from '#services/orders/order_list'

/** `POST /orders/{id}/confirmation`: the confirmation e-mail again (queued) → 202. */
export default class OrderConfirmationsController {
  async store({ auth, params, response }: HttpContext) {
    await ResendConfirmation.handle(
      await readManagedOrder(auth.getUserOrFail(), routeId(params.id)),
    )
    return response.accepted(metaDocument({ status: 'queued' }))
  }
}
