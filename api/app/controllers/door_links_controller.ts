import type { HttpContext } from '@adonisjs/core/http'
import { doorLinkInput } from '@tessera/shared/schemas/check-in'
import ApiError from '#exceptions/api_error'
import { resourceAttributes, routeId } from '#lib/validation'
import { doorLinkDocument } from '#serializers/check_in_serializer'
import {
  createDoorLink,
  currentDoorLink,
  doorLinksOf,
  revokeDoorLink,
} from '#services/check_ins/door_links'

/** Door-staff links: the organizer lists, creates and revokes; a link reads itself. */
export default class DoorLinksController {
  async index({ auth, params, response }: HttpContext) {
    const links = await doorLinksOf(auth.getUserOrFail(), routeId(params.id))
    return response.ok(doorLinkDocument(links))
  }

  async store({ auth, request, response }: HttpContext) {
    const input = resourceAttributes(request, 'door-links', doorLinkInput)
    return response.created(doorLinkDocument(await createDoorLink(auth.getUserOrFail(), input)))
  }

  async destroy({ auth, params, response }: HttpContext) {
    return response.ok(
      doorLinkDocument(await revokeDoorLink(auth.getUserOrFail(), routeId(params.id))),
    )
  }

  async current({ checkInCaller, response }: HttpContext) {
    if (checkInCaller.kind !== 'door_link') throw ApiError.notFound()
    return response.ok(doorLinkDocument(await currentDoorLink(checkInCaller.link)))
  }
}
