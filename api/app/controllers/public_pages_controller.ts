import type { HttpContext } from '@adonisjs/core/http'
import { preparedPublishedEvent } from '#services/public/public_event_cache'
import { pageBuild } from '#services/public_page/page_build'
import { encodePage } from '#services/public_page/page_encoding'
import { eventPageEtag, eventPageHtml, notFoundHtml } from '#services/public_page/page_html'
import { pageLocale } from '#services/public_page/page_locale'
import { setPageSecurityHeaders } from '#services/page_security'

/**
 * `GET`/`HEAD /event/{code}`: the public event page rendered on the server (docs/ARCHITECTURE.md
 * "The public event page"), `?book` its button-only mode; a 404 with the not-found page when no
 * published event has that code.
 */
export default class PublicPagesController {
  async show(ctx: HttpContext) {
    const { request, response, params } = ctx
    const locale = pageLocale(request)
    const variant = { locale, bookOnly: request.qs().book !== undefined }
    const now = new Date()
    const [build, prepared] = await Promise.all([
      pageBuild(),
      preparedPublishedEvent(params.code, now),
    ])
    const event = prepared?.event
    response.header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    response.header('Cache-Control', 'no-cache')
    response.type('html')
    setPageSecurityHeaders(ctx, 'publicEvent', build.policySources)
    if (!event) return this.send(ctx, await notFoundHtml(build, locale), 404)
    const etag = eventPageEtag(build, event, variant)
    response.header('ETag', etag)
    if (request.header('if-none-match') === etag) return response.notModified()
    return this.send(ctx, await eventPageHtml(build, event, variant, now), 200)
  }

  /** The page, compressed as the client accepts. */
  private send({ request, response }: HttpContext, html: string, status: number) {
    const { body, encoding } = encodePage(html, request.header('accept-encoding'))
    if (encoding) response.header('Content-Encoding', encoding)
    return response.status(status).send(body)
  }
}
