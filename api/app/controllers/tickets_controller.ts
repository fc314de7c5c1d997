import type { HttpContext } from '@adonisjs/core/http'
import { dataDocument } from '@tessera/shared/jsonapi/document'
import { ticketInput, ticketUpdateInput } from '@tessera/shared/schemas/ticket'
import { paginate, parseListQuery } from '#lib/list_query'
import { resourceAttributes, routeId } from '#lib/validation'
import { serializeTicket } from '#serializers/ticket_serializer'
import DeleteTicket from '#services/tickets/delete_ticket'
import CreateTicket from '#services/tickets/create_ticket'
import UpdateTicket from '#services/tickets/update_ticket'
import { ticketList } from '#services/tickets/ticket_lists'
import { visibleTickets } from '#services/tickets/ticket_queries'

/** The organizer's ticket types (spec "events" §7 "Tickets CRUD"): owner-scoped, others 404. */
export default class TicketsController {
  async index({ auth, request, response }: HttpContext) {
    const list = parseListQuery(request, ticketList)
    const { rows, page } = await paginate(visibleTickets(auth.getUserOrFail()), list, ticketList)
    return response.ok(dataDocument(rows.map(serializeTicket), { meta: { page } }))
  }

  async show({ auth, params, response }: HttpContext) {
    const ticket = await visibleTickets(auth.getUserOrFail())
      .where('id', routeId(params.id))
      .firstOrFail()
    return response.ok(dataDocument(serializeTicket(ticket)))
  }

  async store({ auth, request, response }: HttpContext) {
    const ticket = await CreateTicket.handle(
      auth.getUserOrFail(),
      resourceAttributes(request, 'tickets', ticketInput),
    )
    return response.created(dataDocument(serializeTicket(ticket)))
  }

  async update({ auth, params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const ticket = await UpdateTicket.handle(
      auth.getUserOrFail(),
      id,
      resourceAttributes(request, 'tickets', ticketUpdateInput),
    )
    return response.ok(dataDocument(serializeTicket(ticket)))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await DeleteTicket.handle(auth.getUserOrFail(), routeId(params.id))
    return response.noContent()
  }
}
