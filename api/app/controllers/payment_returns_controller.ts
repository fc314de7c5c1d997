import type { HttpContext } from '@adonisjs/core/http'
import { serverI18n } from '@tessera/shared/i18n/server'
import { paymentLinkNotFoundHtml } from '@tessera/shared/payments/payment-page'
import { paymentReturnHtml } from '@tessera/shared/payments/return-page'
import { bookingUrl, isBookingToken } from '#services/orders/booking_token'
import { readCheckoutOrder } from '#services/payments/checkout_orders'
import { sendPaymentPage } from '#services/payments/payment_page_headers'
import { isCheckoutOutcome, openerOrigin } from '#services/payments/payment_return'
import { RETURN_PAGE_SCRIPT } from '#services/payments/return_page_script'
import { pageLocale } from '#services/public_page/page_locale'

/**
 * Where a checkout ends (docs/ARCHITECTURE.md "Payments"): `GET /payments/return/{hash_code}`
 * shows the order's state and reports the outcome to the opener; it changes nothing (fulfilment
 * comes from the webhook only).
 */
export default class PaymentReturnsController {
  async show(ctx: HttpContext) {
    const i18n = serverI18n(pageLocale(ctx.request))
    const { token, outcome, origin } = ctx.request.qs()
    const code = ctx.params.code
    const order = isBookingToken(code, token) ? await readCheckoutOrder(code) : null
    if (!order || !isCheckoutOutcome(outcome)) {
      return sendPaymentPage(ctx, paymentLinkNotFoundHtml(i18n), 404)
    }
    const html = paymentReturnHtml(i18n, {
      bookingNumber: order.hashCode,
      outcome,
      status: order.status,
      origin: openerOrigin(origin),
      bookingUrl: bookingUrl(order.hashCode),
      script: '/payments/return.js',
    })
    return sendPaymentPage(ctx, html)
  }

  /** `/payments/return.js`, the page's script. */
  async script({ response }: HttpContext) {
    response.header('Cache-Control', 'public, max-age=3600')
    response.type('js')
    return response.send(RETURN_PAGE_SCRIPT)
  }
}
