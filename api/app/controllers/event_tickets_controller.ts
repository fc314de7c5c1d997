import type { HttpContext } from '@adonisjs/core/http'
import { eventTicketInput, eventTicketUpdateInput } from '@tessera/shared/schemas/event-ticket'
import { paginate, parseListQuery } from '#lib/list_query'
import { toOneId } from '#lib/relationships'
import { resourceAttributes, routeId } from '#lib/validation'
import { eventTicketDocument } from '#serializers/event_ticket_serializer'
import { requestedIncludes } from '#lib/includes'
import CreateEventTicket from '#services/tickets/create_event_ticket'
import DeleteEventTicket from '#services/tickets/delete_event_ticket'
import { eventTicketList } from '#services/tickets/ticket_lists'
import { visibleEventTickets } from '#services/tickets/ticket_queries'
import UpdateEventTicket from '#services/tickets/update_event_ticket'

const TYPE = 'event-tickets'

/** The relationships a write names: the event and the ticket type. */
function relations(body: unknown) {
  return { eventId: toOneId(body, 'event', 'events'), ticketId: toOneId(body, 'ticket', 'tickets') }
}

/** Tickets offered on events with their settings (the Ticketing tab); owner-scoped, others 404. */
export default class EventTicketsController {
  async index({ auth, request, response }: HttpContext) {
    const list = parseListQuery(request, eventTicketList)
    const { rows, page } = await paginate(
      visibleEventTickets(auth.getUserOrFail()),
      list,
      eventTicketList,
    )
    return response.ok(eventTicketDocument(rows, list.include, new Date(), { page }))
  }

  async show({ auth, params, request, response }: HttpContext) {
    const include = requestedIncludes(request, ['ticket'])
    const offer = await visibleEventTickets(auth.getUserOrFail())
      .where('id', routeId(params.id))
      .firstOrFail()
    return response.ok(eventTicketDocument(offer, include, new Date()))
  }

  async store({ auth, request, response }: HttpContext) {
    const input = resourceAttributes(request, TYPE, eventTicketInput)
    const offer = await CreateEventTicket.handle(
      auth.getUserOrFail(),
      input,
      relations(request.body()),
    )
    return response.created(eventTicketDocument(offer, ['ticket'], new Date()))
  }

  async update({ auth, params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const input = resourceAttributes(request, TYPE, eventTicketUpdateInput)
    const offer = await UpdateEventTicket.handle(
      auth.getUserOrFail(),
      id,
      input,
      relations(request.body()),
    )
    return response.ok(eventTicketDocument(offer, ['ticket'], new Date()))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await DeleteEventTicket.handle(auth.getUserOrFail(), routeId(params.id))
    return response.noContent()
  }
}
