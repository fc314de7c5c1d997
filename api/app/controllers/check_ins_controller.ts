import type { HttpContext } from '@adonisjs/core/http'
import { checkInInput } from '@tessera/shared/schemas/check-in'
import { resourceAttributes } from '#lib/validation'
import { checkInDocument } from '#serializers/check_in_serializer'
import RecordCheckIn from '#services/check_ins/record_check_in'

/** `POST /check-ins`: admit (or undo) part of a ticket's party, once per nonce. */
export default class CheckInsController {
  async store({ checkInCaller, request, response }: HttpContext) {
    const input = resourceAttributes(request, 'check-ins', checkInInput)
    const answer = await RecordCheckIn.handle(checkInCaller, input)
    if ('error' in answer) throw answer.error
    return response.status(answer.status).send(checkInDocument(answer.record))
  }
}
