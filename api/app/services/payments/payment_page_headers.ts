import type { HttpContext } from '@adonisjs/core/http'

/**
 * The payment pages' headers: never cached (they show a live order), never framed, and scripts
 * only from the API's own origin (the pages carry no inline script).
 */
export function sendPaymentPage({ response }: HttpContext, html: string, status = 200) {
  response.header('Cache-Control', 'no-store')
  response.header('Vary', 'Accept-Language, Cookie')
  response.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; form-action 'self'; " +
      "frame-ancestors 'none'; base-uri 'none'",
  )
  response.header('Referrer-Policy', 'no-referrer')
  response.type('html')
  return response.status(status).send(html)
}
