import type { HttpContext } from '@adonisjs/core/http'
import { parseListQuery } from '#lib/list_query'
import { routeId } from '#lib/validation'
import { guestExport } from '#services/guests/guest_export'
import { guestList } from '#services/guests/guest_list_query'

/** `GET /events/{id}/attendees.csv`: the guest list of an own event as CSV, streamed. */
export default class EventAttendeeExportsController {
  async show({ auth, params, request, response, i18n }: HttpContext) {
    const id = routeId(params.id)
    const csv = await guestExport(
      auth.getUserOrFail(),
      id,
      parseListQuery(request, guestList),
      i18n,
    )
    response.header('Content-Type', 'text/csv; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="guests-${id}.csv"`)
    response.header('Cache-Control', 'no-store')
    response.stream(csv)
  }
}
