import type { HttpContext } from '@adonisjs/core/http'
import { registerInput } from '@tessera/shared/schemas/user'
import { resourceAttributes } from '#lib/validation'
import { issueAccessToken } from '#services/accounts/access_tokens'
import RegisterUser from '#services/accounts/register_user'
import { userDocument } from '#serializers/user_serializer'

/** POST /register: a new creator account, signed in at once (spec "accounts" §4, §5). */
export default class AuthRegistrationsController {
  async store({ request, response, locale }: HttpContext) {
    const input = resourceAttributes(request, 'users', registerInput)
    const user = await RegisterUser.handle(input, locale)
    const token = await issueAccessToken(user)
    return response.created(userDocument(user, { include: ['roles'], meta: token }))
  }
}
