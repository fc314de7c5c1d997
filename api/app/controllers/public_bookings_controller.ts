import type { HttpContext } from '@adonisjs/core/http'
import { bookingDocument } from '@tessera/shared/public/booking'
import ApiError from '#exceptions/api_error'
import { findBooking } from '#services/orders/booking_reader'

/** `GET /public/bookings/{hash_code}?token=…`: the booking for whoever holds its link. */
export default class PublicBookingsController {
  async show({ params, request, response }: HttpContext) {
    const booking = await findBooking(String(params.code), request.qs().token)
    if (!booking) throw ApiError.notFound()
    // Personal data behind a secret link: no shared cache may keep it.
    response.header('Cache-Control', 'no-store')
    return bookingDocument(booking)
  }
}
