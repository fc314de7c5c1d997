import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { setBaseSecurityHeaders } from '#services/page_security'

/** Sets the headers every answer carries (`setBaseSecurityHeaders`); a page may add its own. */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    setBaseSecurityHeaders(ctx)
    return next()
  }
}
