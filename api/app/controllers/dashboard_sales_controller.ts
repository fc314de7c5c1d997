import type { HttpContext } from '@adonisjs/core/http'
import { dataDocument } from '@tessera/shared/jsonapi/document'
import { dashboardSales } from '#services/dashboard/dashboard_sales'

/** `GET /dashboard/sales`: the signed-in user's numbers from the orders of their own events. */
export default class DashboardSalesController {
  async show({ auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    response.header('Cache-Control', 'no-store')
    const attributes = await dashboardSales(user)
    return response.ok(dataDocument({ type: 'dashboard-sales', id: String(user.id), attributes }))
  }
}
