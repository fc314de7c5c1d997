import type { HttpContext } from '@adonisjs/core/http'
import { eventDuplicateInput } from '@tessera/shared/schemas/event'
import { resourceAttributes, routeId } from '#lib/validation'
import { eventDocument } from '#serializers/event_serializer'
import { requestedIncludes } from '#lib/includes'
import DuplicateEvent from '#services/events/duplicate_event'
import { EVENT_INCLUDES } from '#services/events/event_queries'
import { findVisibleEvent } from '#services/events/read_event'

/** POST /events/{id}/duplicate: a private copy of an event with new dates (201). */
export default class EventDuplicatesController {
  async store({ auth, params, request, response, locale }: HttpContext) {
    const actor = auth.getUserOrFail()
    const include = requestedIncludes(request, EVENT_INCLUDES)
    const input = resourceAttributes(request, 'events', eventDuplicateInput)
    const now = new Date()
    const clone = await DuplicateEvent.handle(actor, routeId(params.id), input, now, locale)
    const event = await findVisibleEvent(actor, clone.id, include)
    return response.created(eventDocument(event, include, { viewer: actor, now }))
  }
}
