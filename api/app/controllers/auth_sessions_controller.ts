import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { loginInput } from '@tessera/shared/schemas/user'
import { bodyAttributes } from '#lib/validation'
import { issueAccessToken } from '#services/accounts/access_tokens'
import SignIn from '#services/accounts/sign_in'

/** POST /login and POST /logout (spec "accounts" §4: signed in iff a token is held). */
export default class AuthSessionsController {
  async store({ request, response }: HttpContext) {
    const credentials = bodyAttributes(request, loginInput)
    const user = await SignIn.handle(credentials, request.ip())
    return response.ok(metaDocument(await issueAccessToken(user)))
  }

  async destroy({ auth, response }: HttpContext) {
    await auth.use('api').invalidateToken()
    return response.noContent()
  }
}
