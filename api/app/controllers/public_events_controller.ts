import type { HttpContext } from '@adonisjs/core/http'
import { publicEventDocument } from '@tessera/shared/public/public-event'
import ApiError from '#exceptions/api_error'
import { readPublishedEvent } from '#services/public/public_event_reader'
import { sendRevalidated } from '#services/public/revalidated_response'

/** `GET /public/events/{hash_code or id}`: a published event as a visitor sees it (docs/API.md "Public"). */
export default class PublicEventsController {
  async show(ctx: HttpContext) {
    const event = await readPublishedEvent(String(ctx.params.code), new Date())
    if (!event) throw ApiError.notFound()
    return sendRevalidated(ctx, publicEventDocument(event))
  }
}
