import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { passwordResetInput } from '@tessera/shared/schemas/user'
import { bodyAttributes } from '#lib/validation'
import { issueAccessToken } from '#services/accounts/access_tokens'
import { ensureResetAllowed } from '#services/accounts/password_reset'
import ResetPassword from '#services/accounts/reset_password'

/** POST /password-reset: a new password from a reset link, then signed in (spec "accounts" §4). */
export default class AuthPasswordResetsController {
  async store({ request, response }: HttpContext) {
    ensureResetAllowed()
    const input = bodyAttributes(request, passwordResetInput)
    const user = await ResetPassword.handle(input)
    return response.ok(metaDocument(await issueAccessToken(user)))
  }
}
