import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { isDoorTicketCode } from '#services/tickets/door_ticket_reader'
import { qrSvg, ticketUrl } from '#services/tickets/ticket_qr'

/**
 * `GET /public/tickets/{code}/qr.svg`: the ticket's QR code (it encodes `{APP_URL}/ticket/{code}`),
 * drawn only for a ticket that exists. A code's image never changes, so it is cached for good.
 */
export default class PublicTicketQrCodesController {
  async show({ params, response }: HttpContext) {
    const code = String(params.code)
    if (!(await isDoorTicketCode(code))) throw ApiError.notFound()
    response.header('Content-Type', 'image/svg+xml')
    response.header('Cache-Control', 'public, max-age=31536000, immutable')
    response.header('X-Content-Type-Options', 'nosniff')
    return response.ok(await qrSvg(ticketUrl(code)))
  }
}
