import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { escapeHtml } from '../html.js'
import { translate } from '../i18n/translate.js'

/** The payment pages' only style (the API allows it by its hash in their Content-Security-Policy). */
export const PAYMENT_PAGE_CSS =
  'body{margin:0;background:#f4f5f7;font-family:system-ui,Arial,sans-serif;color:#1f2430}' +
  'main{max-width:520px;margin:32px auto;padding:24px;background:#fff;border-radius:8px}' +
  'h1{font-size:1.4rem;margin:0 0 16px}table{width:100%;border-collapse:collapse;margin:0 0 16px}' +
  'th,td{text-align:left;padding:6px 0;border-bottom:1px solid #e3e6ea}td.n{text-align:right}' +
  'button,a.button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #4338ca;' +
  'margin:0 8px 8px 0;cursor:pointer;display:inline-block;text-decoration:none}' +
  '.primary{background:#4338ca;color:#fff}.secondary{background:#fff;color:#4338ca}' +
  '.note{color:#5b6472}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}'

/** A page of the payment flow served by the API (sandbox checkout, return page): no inline script. */
export function paymentPage(
  i18n: I18n,
  { title, body, script }: { title: string; body: string; script?: string },
): string {
  return (
    `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${PAYMENT_PAGE_CSS}</style></head><body><main>${body}</main>` +
    (script ? `<script src="${escapeHtml(script)}" defer></script>` : '') +
    `</body></html>`
  )
}

/** An amount in cents as the page's language writes it in `currency`. */
export function formatCents(i18n: I18n, cents: number, currency: string): string {
  return new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100)
}

/** A payment page asked for with an unknown booking number or a wrong token (a 404's body). */
export function paymentLinkNotFoundHtml(i18n: I18n): string {
  const title = translate(i18n, msg`This payment link is not valid`)
  const text = translate(i18n, msg`Check that you opened the whole link from your booking.`)
  return paymentPage(i18n, {
    title,
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
  })
}
