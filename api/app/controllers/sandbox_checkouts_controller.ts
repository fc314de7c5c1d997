import type { HttpContext } from '@adonisjs/core/http'
import { serverI18n } from '@tessera/shared/i18n/server'
import { sandboxCheckoutHtml } from '@tessera/shared/payments/checkout-page'
import { paymentLinkNotFoundHtml } from '@tessera/shared/payments/payment-page'
import { isBookingToken } from '#services/orders/booking_token'
import { readCheckoutOrder } from '#services/payments/checkout_orders'
import { sendPaymentPage } from '#services/payments/payment_page_headers'
import { openerOrigin, paymentReturnUrl } from '#services/payments/payment_return'
import DecideSandboxCheckout from '#services/payments/decide_sandbox_checkout'
import { isOpenCheckout } from '#services/payments/sandbox_payment'
import { pageLocale } from '#services/public_page/page_locale'

/** The order of a sandbox checkout link (booking number + its token), or null. */
async function linkedOrder({ params }: HttpContext, token: unknown) {
  if (!isBookingToken(params.code, token)) return null
  const order = await readCheckoutOrder(params.code)
  return order?.paymentProvider === 'sandbox' ? order : null
}

/**
 * The sandbox provider's checkout (docs/ARCHITECTURE.md "Payments"): `GET` shows the order with
 * Pay and Decline, `POST` (a plain form) applies the decision through the webhook's code and
 * redirects to the return page.
 */
export default class SandboxCheckoutsController {
  async show(ctx: HttpContext) {
    const i18n = serverI18n(pageLocale(ctx.request))
    const { token, origin } = ctx.request.qs()
    const order = await linkedOrder(ctx, token)
    if (!order) return sendPaymentPage(ctx, paymentLinkNotFoundHtml(i18n), 404)
    const now = new Date()
    const msLeft = (order.expiresAt?.getTime() ?? 0) - now.getTime()
    const opener = openerOrigin(origin)
    const html = sandboxCheckoutHtml(i18n, {
      ...order,
      bookingNumber: order.hashCode,
      minutesLeft: Math.max(0, Math.ceil(msLeft / 60_000)),
      action: ctx.request.url(),
      fields: { token: String(token), ...(opener ? { origin: opener } : {}) },
    })
    return sendPaymentPage(ctx, html)
  }

  async store(ctx: HttpContext) {
    const { token, decision, origin } = ctx.request.only(['token', 'decision', 'origin'])
    const order = await linkedOrder(ctx, token)
    if (!order) {
      const i18n = serverI18n(pageLocale(ctx.request))
      return sendPaymentPage(ctx, paymentLinkNotFoundHtml(i18n), 404)
    }
    const now = new Date()
    if (!isOpenCheckout(order, now) || (decision !== 'pay' && decision !== 'decline')) {
      return ctx.response
        .redirect()
        .toPath(`${ctx.request.url()}?token=${encodeURIComponent(token)}`)
    }
    const outcome = decision === 'pay' ? 'paid' : 'declined'
    await DecideSandboxCheckout.handle(order, outcome, now)
    return ctx.response
      .redirect()
      .toPath(paymentReturnUrl(order.hashCode, outcome, openerOrigin(origin)))
  }
}
