import type { Request } from '@adonisjs/core/http'
import {
  isLocale,
  LOCALE_COOKIE,
  localeFromHeader,
  type Locale,
} from '@tessera/shared/i18n/locales'

/** The cookie a browser may carry with the visitor's interface language (`en` or `el`). */
export { LOCALE_COOKIE }

/**
 * The language of a public page (docs/ARCHITECTURE.md "The public event page"): `?lang=` (the
 * `hreflang` alternates' URLs), else the `tessera_locale` cookie, else `Accept-Language`.
 */
export function pageLocale(request: Request): Locale {
  const query = request.qs().lang
  if (isLocale(query)) return query
  const cookie = request.plainCookie(LOCALE_COOKIE, { encoded: false })
  if (isLocale(cookie)) return cookie
  return localeFromHeader(request.header('accept-language'))
}
