import type { HttpContext } from '@adonisjs/core/http'
import { eventCreateInput, eventUpdateInput } from '@tessera/shared/schemas/event'
import { paginate, parseListQuery } from '#lib/list_query'
import { routeId } from '#lib/validation'
import { eventDocument, eventReadOf } from '#serializers/event_serializer'
import { requestedIncludes } from '#lib/includes'
import CreateEvent from '#services/events/create_event'
import DeleteEvent from '#services/events/delete_event'
import { eventList } from '#services/events/event_list'
import { EVENT_INCLUDES, visibleEvents, withOrganizers } from '#services/events/event_queries'
import { findVisibleEvent } from '#services/events/read_event'
import { eventRequest } from '#services/events/event_relations'
import UpdateEvent from '#services/events/update_event'

/** Events of the signed-in organizer (super users: every event). docs/API.md "Resources". */
export default class EventsController {
  async index({ auth, request, response }: HttpContext) {
    const viewer = auth.getUserOrFail()
    const now = new Date()
    const spec = eventList(now)
    const list = parseListQuery(request, spec)
    const { rows, page } = await paginate(visibleEvents(viewer, list.include), list, spec)
    await withOrganizers(rows, viewer)
    return response.ok(
      eventDocument(rows.map(eventReadOf), list.include, { viewer, now }, { page }),
    )
  }

  async show({ auth, params, request, response }: HttpContext) {
    const viewer = auth.getUserOrFail()
    const include = requestedIncludes(request, EVENT_INCLUDES)
    const event = await findVisibleEvent(viewer, routeId(params.id), include)
    return response.ok(eventDocument(event, include, { viewer, now: new Date() }))
  }

  async store({ auth, request, response }: HttpContext) {
    const organizer = auth.getUserOrFail()
    const include = requestedIncludes(request, EVENT_INCLUDES)
    const { input, requested } = eventRequest(request, eventCreateInput)
    const now = new Date()
    const created = await CreateEvent.handle(organizer, input, requested, now)
    const event = await findVisibleEvent(organizer, created.id, include)
    return response.created(eventDocument(event, include, { viewer: organizer, now }))
  }

  async update({ auth, params, request, response }: HttpContext) {
    const actor = auth.getUserOrFail()
    const id = routeId(params.id)
    const include = requestedIncludes(request, EVENT_INCLUDES)
    const { input, requested } = eventRequest(request, eventUpdateInput)
    const now = new Date()
    await UpdateEvent.handle(actor, id, input, requested, now)
    const event = await findVisibleEvent(actor, id, include)
    return response.ok(eventDocument(event, include, { viewer: actor, now }))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await DeleteEvent.handle(auth.getUserOrFail(), routeId(params.id))
    return response.noContent()
  }
}
