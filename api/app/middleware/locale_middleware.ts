import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { I18n } from '@lingui/core'
import { localeFromHeader, type Locale } from '@tessera/shared/i18n/locales'
import { serverI18n } from '@tessera/shared/i18n/server'

/** Picks the language of server-made texts from `Accept-Language` (en or el, default en). */
export default class LocaleMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.locale = localeFromHeader(ctx.request.header('accept-language'))
    ctx.i18n = serverI18n(ctx.locale)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    locale: Locale
    i18n: I18n
  }
}
