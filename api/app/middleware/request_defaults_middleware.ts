import { Logger } from '@adonisjs/core/logger'
import { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import CorsMiddleware from '@adonisjs/cors/cors_middleware'
import type { I18n } from '@lingui/core'
import { localeFromHeader, type Locale } from '@tessera/shared/i18n/locales'
import { serverI18n } from '@tessera/shared/i18n/server'
import corsConfig from '#config/cors'
import { redirectToCanonicalHost } from '#services/canonical_host'
import { setBaseSecurityHeaders } from '#services/page_security'

/** Built once: `@adonisjs/cors`'s provider builds one from its config on every request. */
const cors = new CorsMiddleware(corsConfig)

/**
 * What every request gets before it is routed, as one server middleware (docs/DECISIONS.md "One
 * middleware per concern"): AdonisJS resolves each middleware class from the container on every
 * request, so four of them cost four resolutions where one does.
 * - the request's HttpContext and logger bound in the container (AdonisJS convention);
 * - the headers every answer carries (`setBaseSecurityHeaders`; a page may add its own);
 * - a browser navigation on another host than `APP_URL`'s is sent there (`canonical_host.ts`);
 * - the language of server-made texts from `Accept-Language` (en or el, default en);
 * - CORS (config/cors.ts).
 */
export default class RequestDefaultsMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.containerResolver.bindValue(HttpContext, ctx)
    ctx.containerResolver.bindValue(Logger, ctx.logger)
    setBaseSecurityHeaders(ctx)
    if (redirectToCanonicalHost(ctx)) return
    ctx.locale = localeFromHeader(ctx.request.header('accept-language'))
    ctx.i18n = serverI18n(ctx.locale)
    return cors.handle(ctx, next)
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    locale: Locale
    i18n: I18n
  }
}
