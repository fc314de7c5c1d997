import db from '@adonisjs/lucid/services/db'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type { z } from 'zod'
import type { meUpdateInput } from '@tessera/shared/schemas/user'
import ApiError from '#exceptions/api_error'
import type User from '#models/user'
import { revokeAccessTokens } from '#services/accounts/access_tokens'
import { ensureDeveloperFields } from '#services/accounts/console_rules'
import { definedValues } from '#lib/database_values'
import { planGate } from '#lib/plan_gates'
import { PAYMENT_FIELDS, paymentSettingsOf } from '#services/payments/payment_settings'

type Input = z.output<typeof meUpdateInput>

/**
 * PATCH /me: profile and preferences (spec "accounts" §2, profile). The Slack token is a developer
 * field (§6); Google calendar sync needs a Google e-mail (§5); a new password needs the current one
 * and signs out every other session. The Payments tab's fields follow `paymentSettingsOf`.
 */
export default class UpdateProfile {
  /** Payment settings need paid tickets (403 `plan_required` at the first such field sent). */
  static readonly plan = planGate<Input>({ feature: 'paid_tickets', fields: PAYMENT_FIELDS })

  static async handle(
    user: User,
    input: Input,
    currentTokenId: AccessToken['identifier'],
  ): Promise<User> {
    ensureDeveloperFields(user, input, ['slack_token'])
    const googleSync = input.google_calendar_synch ?? user.googleCalendarSynch
    const googleEmail = input.google_email !== undefined ? input.google_email : user.googleEmail
    if (googleSync && !googleEmail) throw ApiError.invalid('google_email', 'required')
    UpdateProfile.plan.enforce(user, input)
    const payment = paymentSettingsOf(user, input)
    if (input.password !== undefined) {
      const current = input.current_password ?? ''
      if (!current || !(await user.verifyPassword(current))) {
        throw ApiError.invalid('current_password', 'current_password_incorrect')
      }
    }

    return db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.merge(
        definedValues({
          name: input.name,
          timezone: input.timezone,
          currency: input.currency,
          emailNotifications: input.email_notifications,
          slackNotifications: input.slack_notifications,
          slackToken: input.slack_token,
          googleCalendarSynch: input.google_calendar_synch,
          googleEmail: input.google_email,
        }),
      )
      user.merge(payment)
      if (input.password !== undefined) user.password = input.password
      await user.save()
      if (input.password !== undefined) await revokeAccessTokens(trx, user.id, currentTokenId)
      return user
    })
  }
}
