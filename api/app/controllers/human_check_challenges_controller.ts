import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { newHumanCheckChallenge } from '#services/accounts/human_check'

/** GET /human-check/challenge: a fresh ALTCHA challenge for the registration form. */
export default class HumanCheckChallengesController {
  async show({ response }: HttpContext) {
    const challenge = await newHumanCheckChallenge()
    response.header('Cache-Control', 'no-store')
    return response.ok(metaDocument({ ...challenge }))
  }
}
