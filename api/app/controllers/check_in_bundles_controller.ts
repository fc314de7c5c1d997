import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'
import { routeId } from '#lib/validation'
import { checkInBundleDocument, checkInCountsDocument } from '#serializers/check_in_serializer'
import { checkInBundle, checkInCounts } from '#services/check_ins/check_in_bundle'
import { checkInEvent } from '#services/check_ins/check_in_events'

/** `?since=`: a revision, a whole number ≥ 0 (400 otherwise); 0 when absent. */
function sinceOf(value: unknown): number {
  if (value === undefined) return 0
  const since = Number(value)
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(since)) {
    throw ApiError.badRequest('bad_request', 'since')
  }
  return since
}

/** An event's offline bundle and live counts, for the organizer or its door-staff links. */
export default class CheckInBundlesController {
  async show({ checkInCaller, params, request, response }: HttpContext) {
    const since = sinceOf(request.qs().since)
    const event = await checkInEvent(checkInCaller, routeId(params.id))
    response.header('Cache-Control', 'no-store')
    return response.ok(checkInBundleDocument(await checkInBundle(event, since)))
  }

  async counts({ checkInCaller, params, response }: HttpContext) {
    const event = await checkInEvent(checkInCaller, routeId(params.id))
    response.header('Cache-Control', 'no-store')
    return response.ok(checkInCountsDocument(event.id, await checkInCounts(event)))
  }
}
