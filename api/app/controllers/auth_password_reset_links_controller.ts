import type { HttpContext } from '@adonisjs/core/http'
import { passwordForgotInput } from '@tessera/shared/schemas/user'
import { bodyAttributes } from '#lib/validation'
import { ensureResetAllowed } from '#services/accounts/password_reset'
import RequestPasswordReset from '#services/accounts/request_password_reset'

/** POST /password-forgot: 204 for every well-formed e-mail, known or not (no account enumeration). */
export default class AuthPasswordResetLinksController {
  async store({ request, response, locale }: HttpContext) {
    ensureResetAllowed()
    const { email } = bodyAttributes(request, passwordForgotInput)
    await RequestPasswordReset.handle(email, locale)
    return response.noContent()
  }
}
