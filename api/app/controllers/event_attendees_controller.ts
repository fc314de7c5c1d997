import type { HttpContext } from '@adonisjs/core/http'
import { pageMeta } from '@tessera/shared/jsonapi/document'
import { parseListQuery } from '#lib/list_query'
import { routeId } from '#lib/validation'
import { guestListDocument } from '#serializers/guest_serializer'
import { readGuestList } from '#services/guests/guest_list'
import { guestList } from '#services/guests/guest_list_query'

/** `GET /events/{id}/attendees`: the guest list of an own event (another organizer's → 404). */
export default class EventAttendeesController {
  async index({ auth, params, request, response }: HttpContext) {
    const list = parseListQuery(request, guestList)
    const { rows, total, counts } = await readGuestList(
      auth.getUserOrFail(),
      routeId(params.id),
      list,
    )
    return response.ok(
      guestListDocument(rows, pageMeta(total, list.page.number, list.page.size), counts),
    )
  }
}
