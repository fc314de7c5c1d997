import type { HttpContext } from '@adonisjs/core/http'
import { pageMeta } from '@tessera/shared/jsonapi/document'
import { myTicketsDocument } from '@tessera/shared/public/my-ticket'
import { parseListQuery } from '#lib/list_query'
import { myTicketsList, readMyTickets } from '#services/tickets/my_tickets'

/** `GET /me/tickets`: the signed-in user's tickets, once their address is verified. */
export default class MyTicketsController {
  async index({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { page } = parseListQuery(request, myTicketsList)
    const { tickets, total } = await readMyTickets(user, page)
    response.header('Cache-Control', 'no-store')
    return response.ok(
      myTicketsDocument(tickets, {
        page: pageMeta(total, page.number, page.size),
        email_verified: Boolean(user.emailVerifiedAt),
      }),
    )
  }
}
