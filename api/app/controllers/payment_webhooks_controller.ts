import type { HttpContext } from '@adonisjs/core/http'
import { rawBodyOf } from '#middleware/request_body_middleware'
import ReceiveWebhook from '#services/payments/receive_webhook'

/** `POST /api/v1/payments/{provider}/webhook[/{organizer}]` (docs/API.md "Payments"). */
export default class PaymentWebhooksController {
  async store({ request, params, response }: HttpContext) {
    const { provider, organizer } = params
    const body = rawBodyOf(request)
    const applied = await ReceiveWebhook.handle(
      provider,
      body,
      request.headers(),
      new Date(),
      organizer,
    )
    return response.ok({ meta: { received: true, applied: applied.kind } })
  }
}
