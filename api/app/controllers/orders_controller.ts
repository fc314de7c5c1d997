import type { HttpContext } from '@adonisjs/core/http'
import { IDEMPOTENCY_KEY_MAX_LENGTH, orderInput } from '@tessera/shared/schemas/order'
import ApiError from '#exceptions/api_error'
import { resourceAttributes } from '#lib/validation'
import PlaceOrder from '#services/orders/place_order'

const HEADER = 'Idempotency-Key'

/** The request's `Idempotency-Key`: required, at most 255 characters (400 on the header). */
function idempotencyKey(request: HttpContext['request']): string {
  const key = request.header(HEADER)?.trim()
  if (!key) throw new ApiError(400, { code: 'required', header: HEADER })
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ApiError(400, {
      code: 'too_long',
      header: HEADER,
      values: { max: IDEMPOTENCY_KEY_MAX_LENGTH },
    })
  }
  return key
}

/** `POST /orders`: a visitor books tickets of a published event (docs/API.md "Public"). */
export default class OrdersController {
  async store({ request, response, locale }: HttpContext) {
    const key = idempotencyKey(request)
    const input = resourceAttributes(request, 'orders', orderInput)
    const answer = await PlaceOrder.handle({
      input,
      key,
      locale: input.locale ?? locale,
      clientAddress: request.ip(),
      // Whole seconds: what SQLite keeps, so the answer and a later read agree.
      now: new Date(Math.floor(Date.now() / 1000) * 1000),
    })
    return response.status(answer.status).send(answer.body)
  }
}
