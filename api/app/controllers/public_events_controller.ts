import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { preparedPublishedEvent } from '#services/public/public_event_cache'
import { sendRevalidated } from '#services/public/revalidated_response'

/** `GET /public/events/{hash_code or id}`: a published event as a visitor sees it (docs/API.md "Public"). */
export default class PublicEventsController {
  async show(ctx: HttpContext) {
    const prepared = await preparedPublishedEvent(String(ctx.params.code), new Date())
    if (!prepared) throw ApiError.notFound()
    return sendRevalidated(ctx, prepared)
  }
}
