import db from '@adonisjs/lucid/services/db'
import type { z } from 'zod'
import { REGISTRATION_ROLE } from '@tessera/shared/domain/access/roles'
import type { Locale } from '@tessera/shared/i18n/locales'
import type { registerInput } from '@tessera/shared/schemas/user'
import { appUrl } from '#config/app'
import Role from '#models/role'
import User from '#models/user'
import { enqueueVerificationMail } from '#services/accounts/email_verification'
import { consumeHumanCheck } from '#services/accounts/human_check'
import { ensureEmailFree, saveUser } from '#services/accounts/unique_email'
import { enqueueMail } from '#services/mail/outbox'

type Input = z.output<typeof registerInput>

/**
 * Self-registration (spec "accounts" §5): the human check is used up, the account always gets the
 * registration role (never one from the input), and the welcome e-mail and the e-mail verification
 * link are queued in the same transaction.
 */
export default class RegisterUser {
  static async handle(input: Input, locale: Locale): Promise<User> {
    return db.transaction(async (trx) => {
      await consumeHumanCheck(trx, input.human_check)
      await ensureEmailFree(trx, input.email)
      const role = await Role.findByOrFail('name', REGISTRATION_ROLE, { client: trx })
      const user = await saveUser(
        trx,
        new User().merge({
          name: input.name,
          email: input.email,
          password: input.password,
          currency: input.currency,
          locale,
          roleId: role.id,
        }),
      )
      await enqueueMail(trx, {
        to: user.email,
        locale,
        template: 'welcome',
        data: { name: user.name, dashboardUrl: `${appUrl}/manage/dashboard` },
      })
      await enqueueVerificationMail(trx, user, locale)
      user.$setRelated('role', role)
      return user
    })
  }
}
