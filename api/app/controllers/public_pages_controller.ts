import type { HttpContext } from '@adonisjs/core/http'
import { readPublishedEvent } from '#services/public/public_event_reader'
import { pageBuild } from '#services/public_page/page_build'
import { eventPageEtag, eventPageHtml, notFoundHtml } from '#services/public_page/page_html'
import { pageLocale } from '#services/public_page/page_locale'

/**
 * `GET`/`HEAD /event/{code}`: the public event page rendered on the server (docs/ARCHITECTURE.md
 * "The public event page"); a 404 with the not-found page when no published event has that code.
 */
export default class PublicPagesController {
  async show({ request, response, params }: HttpContext) {
    const locale = pageLocale(request)
    const now = new Date()
    const [build, event] = await Promise.all([pageBuild(), readPublishedEvent(params.code, now)])
    response.header('Vary', 'Accept-Language, Cookie')
    response.header('Cache-Control', 'no-cache')
    response.type('html')
    if (!event) return response.status(404).send(await notFoundHtml(build, locale))
    const etag = eventPageEtag(build, event, locale)
    response.header('ETag', etag)
    if (request.header('if-none-match') === etag) return response.notModified()
    return response.send(await eventPageHtml(build, event, locale, now))
  }
}
