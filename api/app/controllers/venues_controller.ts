import type { HttpContext } from '@adonisjs/core/http'
import { toOneId } from '#lib/relationships'
import { dataDocument } from '@tessera/shared/jsonapi/document'
import { venueInput, venueUpdateInput } from '@tessera/shared/schemas/venue'
import { paginate, parseListQuery } from '#lib/list_query'
import { resourceAttributes, routeId } from '#lib/validation'
import { serializeVenue } from '#serializers/venue_serializer'
import CreateVenue from '#services/venues/create_venue'
import DeleteVenue from '#services/venues/delete_venue'
import UpdateVenue from '#services/venues/update_venue'
import { venueList } from '#services/venues/venue_list'
import { visibleVenues } from '#services/venues/venue_queries'

/** An organizer's venues (super users: everyone's). */
export default class VenuesController {
  async index({ auth, request, response }: HttpContext) {
    const list = parseListQuery(request, venueList)
    const { rows, page } = await paginate(visibleVenues(auth.getUserOrFail()), list, venueList)
    return response.ok(dataDocument(rows.map(serializeVenue), { meta: { page } }))
  }

  async show({ auth, params, response }: HttpContext) {
    const venue = await visibleVenues(auth.getUserOrFail())
      .where('id', routeId(params.id))
      .firstOrFail()
    return response.ok(dataDocument(serializeVenue(venue)))
  }

  async store({ auth, request, response }: HttpContext) {
    const input = resourceAttributes(request, 'venues', venueInput)
    const venue = await CreateVenue.handle(
      auth.getUserOrFail(),
      input,
      toOneId(request.body(), 'user', 'users'),
    )
    return response.created(dataDocument(serializeVenue(venue)))
  }

  async update({ auth, params, request, response }: HttpContext) {
    const id = routeId(params.id)
    const venue = await UpdateVenue.handle(
      auth.getUserOrFail(),
      id,
      resourceAttributes(request, 'venues', venueUpdateInput),
    )
    return response.ok(dataDocument(serializeVenue(venue)))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await DeleteVenue.handle(auth.getUserOrFail(), routeId(params.id))
    return response.noContent()
  }
}
