import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { calendarFileName, eventCalendar } from '#services/public/event_calendar'
import { preparedPublishedEvent } from '#services/public/public_event_cache'

/** `GET /public/events/{hash_code or id}/calendar.ics`: add a published event to a calendar. */
export default class PublicEventCalendarsController {
  async show({ params, response }: HttpContext) {
    const prepared = await preparedPublishedEvent(String(params.code), new Date())
    if (!prepared) throw ApiError.notFound()
    const { event } = prepared
    response.header('Content-Type', 'text/calendar; charset=utf-8')
    response.header('Content-Disposition', `attachment; filename="${calendarFileName(event)}"`)
    response.header('Cache-Control', 'no-cache')
    return response.ok(eventCalendar(event))
  }
}
