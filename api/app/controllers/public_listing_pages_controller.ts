import type { HttpContext } from '@adonisjs/core/http'
import type { ListingKind, ListingPagePayload } from '@tessera/shared/public/listing-page'
import { preparedListing } from '#services/public/organizer_events_cache'
import {
  calendarPageWindow,
  defaultCollectionQuery,
  organizerUuid,
  type ListingQuery,
} from '#services/public/organizer_listing_query'
import { pageBuild } from '#services/public_page/page_build'
import { encodePage } from '#services/public_page/page_encoding'
import { notFoundHtml } from '#services/public_page/page_html'
import { listingPageEtag, listingPageHtml } from '#services/public_page/listing_page_html'
import { pageLocale } from '#services/public_page/page_locale'
import { setPageSecurityHeaders } from '#services/page_security'

/** The list a page embeds: the collection's first page, or the calendar's window around `now`. */
function pageQuery(kind: ListingKind, now: Date) {
  if (kind === 'collection') return { query: defaultCollectionQuery(), apiQuery: '' }
  const range = calendarPageWindow(now)
  const query: ListingQuery = { kind: 'calendar', range: [range.from, range.to] }
  const apiQuery = new URLSearchParams({ 'filter[start_at]': `${range.from},${range.to}` })
  return { query, apiQuery: apiQuery.toString(), range }
}

/**
 * `GET`/`HEAD /collections/{uuid}` and `/calendar/{uuid}`: an organizer's public collection and
 * calendar pages rendered on the server (docs/ARCHITECTURE.md "The public collection and
 * calendar"); a 404 with the not-found page when no organizer has that uuid.
 */
export default class PublicListingPagesController {
  collection(ctx: HttpContext) {
    return this.show(ctx, 'collection')
  }

  calendar(ctx: HttpContext) {
    return this.show(ctx, 'calendar')
  }

  private async show(ctx: HttpContext, kind: ListingKind) {
    const { request, response, params } = ctx
    const locale = pageLocale(request)
    const now = new Date()
    const uuid = organizerUuid(params.uuid)
    const { query, apiQuery, range } = pageQuery(kind, now)
    const [build, prepared] = await Promise.all([
      pageBuild(),
      uuid ? preparedListing(uuid, query, now) : null,
    ])
    response.header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
    response.header('Cache-Control', 'no-cache')
    response.type('html')
    setPageSecurityHeaders(ctx, 'publicEvent', build.policySources)
    if (!prepared) return this.send(ctx, await notFoundHtml(build, locale), 404)
    const payload: ListingPagePayload = {
      kind,
      organizer_uuid: prepared.listing.organizer.uuid,
      query: apiQuery,
      document: JSON.parse(prepared.body),
      now: now.toISOString(),
      ...(range ? { range } : {}),
    }
    const etag = listingPageEtag(build, prepared.etag, payload, locale)
    response.header('ETag', etag)
    if (request.header('if-none-match') === etag) return response.notModified()
    return this.send(ctx, await listingPageHtml(build, prepared.listing, payload, locale), 200)
  }

  /** The page, compressed as the client accepts. */
  private send({ request, response }: HttpContext, html: string, status: number) {
    const { body, encoding } = encodePage(html, request.header('accept-encoding'))
    if (encoding) response.header('Content-Encoding', encoding)
    return response.status(status).send(body)
  }
}
