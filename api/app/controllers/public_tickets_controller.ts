import type { HttpContext } from '@adonisjs/core/http'
import { doorTicketDocument } from '@tessera/shared/public/door-ticket'
import ApiError from '#exceptions/api_error'
import { findDoorTicket } from '#services/tickets/door_ticket_reader'

/** `GET /public/tickets/{code}`: one ticket by its signed code, as the door sees it. */
export default class PublicTicketsController {
  async show({ params, response }: HttpContext) {
    const ticket = await findDoorTicket(String(params.code))
    if (!ticket) throw ApiError.notFound()
    response.header('Cache-Control', 'no-cache')
    return doorTicketDocument(ticket)
  }
}
