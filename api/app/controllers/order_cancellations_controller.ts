import type { HttpContext } from '@adonisjs/core/http'
import { routeId } from '#lib/validation'
import { managedOrderDocument } from '#serializers/managed_order_serializer'
import { readManagedOrder } from '#services/orders/order_list'
import { cancelOrderForOrganizer } from '#services/orders/organizer_cancellation'

/** `POST /orders/{id}/cancellation`: the organizer cancels (and refunds); answers the order. */
export default class OrderCancellationsController {
  async store({ auth, params, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const id = routeId(params.id)
    await cancelOrderForOrganizer(user, id, new Date())
    return response.ok(managedOrderDocument(await readManagedOrder(user, id)))
  }
}
