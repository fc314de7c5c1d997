import type { HttpContext } from '@adonisjs/core/http'
import { PAYMENT_PAGE_CSS } from '@tessera/shared/payments/payment-page'
import { cspHash, strictPolicy } from '#services/csp/content_security_policy'

/** Scripts only from the API's own origin (the pages carry no inline script), their one style. */
const POLICY = strictPolicy({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': [cspHash(PAYMENT_PAGE_CSS)],
  'img-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
})

/** The payment pages' headers: never cached (they show a live order), never framed. */
export function sendPaymentPage({ response }: HttpContext, html: string, status = 200) {
  response.header('Cache-Control', 'no-store')
  response.header('Vary', 'Accept-Language, Cookie')
  response.header('Content-Security-Policy', POLICY)
  response.header('Referrer-Policy', 'no-referrer')
  response.type('html')
  return response.status(status).send(html)
}
