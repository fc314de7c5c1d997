import type { HttpContext } from '@adonisjs/core/http'
import { publicEventDocument } from '@tessera/shared/public/public-event'
import ApiError from '#exceptions/api_error'
import { routeId } from '#lib/validation'
import { visibleEvents } from '#services/events/event_queries'
import { readEventForPreview } from '#services/public/public_event_reader'
import { prepareBody, sendRevalidated } from '#services/public/revalidated_response'

/**
 * `GET /events/{id}/public-view`: the public document of an event of any status, for its
 * organizer's preview. Who may see it is the rule of `GET /events/{id}` (the owner scope: another
 * organizer's event is not found).
 */
export default class PublicEventPreviewsController {
  async show(ctx: HttpContext) {
    const id = routeId(ctx.params.id)
    const viewer = ctx.auth.getUserOrFail()
    await visibleEvents(viewer, []).where('events.id', id).firstOrFail()
    const event = await readEventForPreview(id, new Date())
    if (!event) throw ApiError.notFound()
    return sendRevalidated(ctx, prepareBody(publicEventDocument(event)))
  }
}
