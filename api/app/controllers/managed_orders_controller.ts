import type { HttpContext } from '@adonisjs/core/http'
import { pageMeta } from '@tessera/shared/jsonapi/document'
import { parseListQuery } from '#lib/list_query'
import { routeId } from '#lib/validation'
import { managedOrderDocument } from '#serializers/managed_order_serializer'
import { readManagedOrder, readOrderList } from '#services/orders/order_list'
import { orderList } from '#services/orders/order_list_query'

/** `GET /orders`, `GET /orders/{id}`: the bookings of the organizer's events. */
export default class ManagedOrdersController {
  async index({ auth, request, response }: HttpContext) {
    const list = parseListQuery(request, orderList)
    const { orders, total } = await readOrderList(auth.getUserOrFail(), list)
    return response.ok(
      managedOrderDocument(orders, pageMeta(total, list.page.number, list.page.size)),
    )
  }

  async show({ auth, params, response }: HttpContext) {
    const order = await readManagedOrder(auth.getUserOrFail(), routeId(params.id))
    return response.ok(managedOrderDocument(order))
  }
}
