import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { preparedListing } from '#services/public/organizer_events_cache'
import {
  organizerUuid,
  parseListingQuery,
  type ListingQuery,
} from '#services/public/organizer_listing_query'
import { sendRevalidated } from '#services/public/revalidated_response'

/**
 * An organizer's public collection and calendar (docs/API.md "Public"): their published events
 * shown on that list, as a visitor sees them. The query is checked first (400), then the
 * organizer (404).
 */
export default class PublicOrganizerEventsController {
  /** `GET /public/organizers/{uuid}/events`: the collection, one page. */
  async index(ctx: HttpContext) {
    return this.send(ctx, parseListingQuery(ctx.request, 'collection'))
  }

  /** `GET /public/organizers/{uuid}/calendar?filter[start_at]=a,b`: the events of a window. */
  async calendar(ctx: HttpContext) {
    return this.send(ctx, parseListingQuery(ctx.request, 'calendar'))
  }

  private async send(ctx: HttpContext, query: ListingQuery) {
    const uuid = organizerUuid(ctx.params.uuid)
    const prepared = uuid && (await preparedListing(uuid, query, new Date()))
    if (!prepared) throw ApiError.notFound()
    return sendRevalidated(ctx, prepared)
  }
}
