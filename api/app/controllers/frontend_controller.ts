import { createReadStream, existsSync } from 'node:fs'
import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import {
  cacheControlFor,
  deliveryFor,
  etagOf,
  isClientRoute,
  mfeManifest,
  resolveFrontendFile,
  shellIndex,
} from '#services/frontend_files'
import { cspNonce } from '#services/csp/content_security_policy'
import { setPageSecurityHeaders } from '#services/page_security'
import { shellDocument } from '#services/shell_document'

/** Serves the built front ends: the shell, each micro-frontend, the widget and the MFE manifest. */
export default class FrontendController {
  async show(ctx: HttpContext) {
    const path = ctx.request.url()
    if (path.startsWith('/api/')) throw ApiError.notFound()
    const file = resolveFrontendFile(path)
    if (file) {
      if (file.endsWith('.js') && path.startsWith('/widget/'))
        ctx.response.header('Access-Control-Allow-Origin', '*')
      return this.send(ctx, file, cacheControlFor(file))
    }
    if (isClientRoute(path) && existsSync(shellIndex())) return this.document(ctx)
    throw ApiError.notFound()
  }

  /** The shell's document, with a fresh style nonce (so no validator: every copy differs). */
  private document(ctx: HttpContext) {
    const nonce = cspNonce()
    setPageSecurityHeaders(ctx, 'app', { styles: [`'nonce-${nonce}'`] })
    ctx.response.header('Cache-Control', 'no-cache')
    ctx.response.type('html')
    const html = shellDocument(nonce)
    return ctx.response.send(ctx.request.method() === 'HEAD' ? '' : html)
  }

  async manifest({ response }: HttpContext) {
    response.header('Cache-Control', 'no-cache')
    return response.json(mfeManifest())
  }

  /** A built file, compressed when the client accepts it, answered 304 when it has it already. */
  private send({ request, response }: HttpContext, file: string, cacheControl: string) {
    const delivery = deliveryFor(file, request.header('accept-encoding'))
    const etag = etagOf(delivery)
    response.header('Cache-Control', cacheControl)
    response.header('Vary', 'Accept-Encoding')
    response.header('ETag', etag)
    response.type(extname(file))
    if (request.header('if-none-match') === etag) return response.notModified()
    if (delivery.encoding) response.header('Content-Encoding', delivery.encoding)
    response.header('Content-Length', String(delivery.stats.size))
    if (request.method() === 'HEAD') return response.send('')
    return response.stream(createReadStream(delivery.path))
  }
}
