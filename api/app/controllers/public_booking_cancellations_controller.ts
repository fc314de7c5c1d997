import type { HttpContext } from '@adonisjs/core/http'
import { bookingDocument } from '@tessera/shared/public/booking'
import ApiError from '#exceptions/api_error'
import { findBooking } from '#services/orders/booking_reader'
import CancelBooking from '#services/orders/cancel_booking'

/** `POST /public/bookings/{hash_code}/cancellation?token=…`: the buyer cancels; answers the booking. */
export default class PublicBookingCancellationsController {
  async store({ params, request, response }: HttpContext) {
    const { token } = request.qs()
    await CancelBooking.handle(String(params.code), token, new Date())
    const booking = await findBooking(String(params.code), token)
    if (!booking) throw ApiError.notFound()
    response.header('Cache-Control', 'no-store')
    return bookingDocument(booking)
  }
}
