import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { routeId } from '#lib/validation'
import { resendConfirmation } from '#services/orders/confirmation_resend'
import { readManagedOrder } from '#services/orders/order_list'

/** `POST /orders/{id}/confirmation`: the confirmation e-mail again (queued) → 202. */
export default class OrderConfirmationsController {
  async store({ auth, params, response }: HttpContext) {
    await resendConfirmation(await readManagedOrder(auth.getUserOrFail(), routeId(params.id)))
    return response.accepted(metaDocument({ status: 'queued' }))
  }
}
