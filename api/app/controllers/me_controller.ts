import type { HttpContext } from '@adonisjs/core/http'
import { meUpdateInput } from '@tessera/shared/schemas/user'
import { bodyAttributes } from '#lib/validation'
import { requestedIncludes } from '#lib/includes'
import UpdateProfile from '#services/accounts/update_profile'
import { userDocument } from '#serializers/user_serializer'

/** GET and PATCH /me: the signed-in user's profile and preferences. */
export default class MeController {
  async show({ auth, request, response }: HttpContext) {
    const include = requestedIncludes(request, ['roles'])
    return response.ok(userDocument(auth.getUserOrFail(), { include }))
  }

  async update({ auth, request, response }: HttpContext) {
    const include = requestedIncludes(request, ['roles'])
    const user = auth.use('api').getUserOrFail()
    const input = bodyAttributes(request, meUpdateInput)
    await UpdateProfile.handle(user, input, user.currentAccessToken.identifier)
    return response.ok(userDocument(user, { include }))
  }
}
