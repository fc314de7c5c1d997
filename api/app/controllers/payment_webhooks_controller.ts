import type { HttpContext } from '@adonisjs/core/http'
import { rawBodyOf } from '#middleware/request_body_middleware'
import { receiveWebhook } from '#services/payments/receive_webhook'

/** `POST /api/v1/payments/{provider}/webhook` (docs/API.md "Payments"). */
export default class PaymentWebhooksController {
  async store({ request, params, response }: HttpContext) {
    const applied = await receiveWebhook(params.provider, rawBodyOf(request), request.headers())
    return response.ok({ meta: { received: true, applied: applied.kind } })
  }
}
