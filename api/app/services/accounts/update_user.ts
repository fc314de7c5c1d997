import db from '@adonisjs/lucid/services/db'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type { z } from 'zod'
import type { userUpdateInput } from '@tessera/shared/schemas/user'
import User from '#models/user'
import { revokeAccessTokens } from '#services/accounts/access_tokens'
import {
  ensureDeveloperFields,
  ensureMayAssignRole,
  ensureMayManageUser,
  ensureMayWriteUsers,
  ensureNotProtected,
} from '#services/accounts/console_rules'
import { definedValues } from '#lib/database_values'
import { ensureEmailFree, saveUser } from '#services/accounts/unique_email'
import { existingRole } from '#services/accounts/role_relationship'
import { encryptedSecret } from '#services/payments/payment_secret'

type Input = z.output<typeof userUpdateInput>
type Actor = User & { currentAccessToken?: AccessToken }

/**
 * Console: Edit User, account and configs cards (spec "accounts" §2). A new password signs the
 * user out everywhere (except the staff member's own session when they edit themselves).
 */
export default class UpdateUser {
  static async handle(
    actor: Actor,
    id: number,
    input: Input,
    roleId: number | undefined,
  ): Promise<User> {
    ensureMayWriteUsers(actor)
    ensureDeveloperFields(actor, input, ['snipcart_token', 'payment_secret', 'slack_token'])
    return db.transaction(async (trx) => {
      const user = await User.query({ client: trx }).where('id', id).preload('role').firstOrFail()
      ensureNotProtected(user.id, false)
      ensureMayManageUser(actor, user)
      if (input.email) await ensureEmailFree(trx, input.email, user.id)
      // A new address is not proven yet (My tickets shows nothing until it is verified again)
      if (input.email && input.email !== user.email) user.emailVerifiedAt = null
      if (roleId !== undefined) {
        const role = await existingRole(trx, roleId)
        ensureMayAssignRole(actor, role)
        user.roleId = role.id
      }
      user.merge(
        definedValues({
          name: input.name,
          email: input.email,
          timezone: input.timezone,
          currency: input.currency,
          paymentGateway: input.payment_gateway,
          snipcartToken: input.snipcart_token,
          paymentSecretEncrypted: encryptedSecret(input.payment_secret),
          slackNotifications: input.slack_notifications,
          slackToken: input.slack_token,
        }),
      )
      if (input.password !== undefined) user.password = input.password
      await saveUser(trx, user)
      if (input.password !== undefined) {
        await revokeAccessTokens(
          trx,
          user.id,
          user.id === actor.id ? actor.currentAccessToken?.identifier : undefined,
        )
      }
      await user.load('role')
      return user
    })
  }
}
