import type { HttpContext } from '@adonisjs/core/http'
import { routeId } from '#lib/validation'
import { managedOrderDocument } from '#serializers/managed_order_serializer'
import { readManagedOrder } from '#services/orders/order_list'
import CancelOrderForOrganizer from '#services/orders/cancel_order_for_organizer'

/** `POST /orders/{id}/cancellation`: the organizer cancels (and refunds); answers the order. */
export default class OrderCancellationsController {
  async store({ auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const id = routeId(params.id)
    await CancelOrderForOrganizer.handle(user, id, new Date())
    return response.ok(managedOrderDocument(await readManagedOrder(user, id)))
  }
}
