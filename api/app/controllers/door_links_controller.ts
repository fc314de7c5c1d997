import type { HttpContext } from '@adonisjs/core/http'
import { doorLinkInput } from '@tessera/shared/schemas/check-in'
import ApiError from '#exceptions/api_error'
import { parseListQuery, type ListSpec } from '#lib/list_query'
import { resourceAttributes, routeId } from '#lib/validation'
import { doorLinkDocument } from '#serializers/check_in_serializer'
import CreateDoorLink from '#services/check_ins/create_door_link'
import { currentDoorLink, doorLinksOf } from '#services/check_ins/door_links'
import RevokeDoorLink from '#services/check_ins/revoke_door_link'

/** An event's door links are few: one page, newest first, no sort, filter or include to choose. */
const doorLinkList: ListSpec<never> = { filters: {}, sorts: {}, defaultSort: '' }

/** Door-staff links: the organizer lists, creates and revokes; a link reads itself. */
export default class DoorLinksController {
  async index({ auth, params, request, response }: HttpContext) {
    parseListQuery(request, doorLinkList)
    const links = await doorLinksOf(auth.getUserOrFail(), routeId(params.id))
    return response.ok(doorLinkDocument(links))
  }

  async store({ auth, request, response }: HttpContext) {
    const input = resourceAttributes(request, 'door-links', doorLinkInput)
    return response.created(
      doorLinkDocument(await CreateDoorLink.handle(auth.getUserOrFail(), input)),
    )
  }

  async destroy({ auth, params, response }: HttpContext) {
    return response.ok(
      doorLinkDocument(await RevokeDoorLink.handle(auth.getUserOrFail(), routeId(params.id))),
    )
  }

  async current({ checkInCaller, response }: HttpContext) {
    if (checkInCaller.kind !== 'door_link') throw ApiError.notFound()
    return response.ok(doorLinkDocument(await currentDoorLink(checkInCaller.link)))
  }
}
