import type { HttpContext } from '@adonisjs/core/http'
import { checkInTicketDocument } from '#serializers/check_in_serializer'
import { lookUpTicket } from '#services/check_ins/check_in_lookup'

/** `GET /check-in/{code}`: the scanned ticket, for the organizer or a door-staff link. */
export default class CheckInLookupsController {
  async show({ checkInCaller, params, response }: HttpContext) {
    const ticket = await lookUpTicket(checkInCaller, String(params.code))
    response.header('Cache-Control', 'no-store')
    return response.ok(checkInTicketDocument(ticket))
  }
}
