import type { HttpContext } from '@adonisjs/core/http'
import { bookingDocument } from '@tessera/shared/public/booking'
import ApiError from '#exceptions/api_error'
import { findBooking } from '#services/orders/booking_reader'
import ReleaseBooking from '#services/orders/release_booking'

/** `POST /public/bookings/{hash_code}/release?token=…`: the buyer lets their hold go; answers the booking. */
export default class PublicBookingReleasesController {
  async store({ params, request, response }: HttpContext) {
    const { token } = request.qs()
    await ReleaseBooking.handle(String(params.code), token, new Date())
    const booking = await findBooking(String(params.code), token)
    if (!booking) throw ApiError.notFound()
    response.header('Cache-Control', 'no-store')
    return bookingDocument(booking)
  }
}
