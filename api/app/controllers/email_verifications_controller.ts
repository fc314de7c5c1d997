import type { HttpContext } from '@adonisjs/core/http'
import { metaDocument } from '@tessera/shared/jsonapi/document'
import { emailVerificationInput } from '@tessera/shared/schemas/user'
import { bodyAttributes } from '#lib/validation'
import ResendVerificationMail from '#services/accounts/resend_verification_mail'
import VerifyEmail from '#services/accounts/verify_email'

/** The e-mail verification link (docs/API.md "Accounts"): confirm it, or send it again. */
export default class EmailVerificationsController {
  /** `POST /email-verification`: the link's token, whoever opens it (no account needed). */
  async store({ request, response }: HttpContext) {
    const { token } = bodyAttributes(request, emailVerificationInput)
    const user = await VerifyEmail.handle(token)
    return response.ok(
      metaDocument({ email: user.email, email_verified_at: user.emailVerifiedAt!.toISO() }),
    )
  }

  /** `POST /me/email-verification`: the signed-in user's link again (rate-limited per account). */
  async resend({ auth, locale, response }: HttpContext) {
    await ResendVerificationMail.handle(auth.getUserOrFail(), locale)
    return response.accepted(metaDocument({ status: 'queued' }))
  }
}
