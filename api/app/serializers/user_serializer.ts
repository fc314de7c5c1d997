import {
  dataDocument,
  type DataDocument,
  type ResourceObject,
} from '@tessera/shared/jsonapi/document'
import type User from '#models/user'
import { serializeRole } from '#serializers/role_serializer'
import { assetUrl } from '#services/uploads/asset_url'

/**
 * `users` resource (spec "accounts" §3). Attributes are an explicit allow-list: the password hash
 * never leaves, and the Slack and payment tokens are write-only (`has_slack_token`,
 * `has_snipcart_token`, `has_payment_secret`, `has_payment_webhook_secret`). The one role is the `roles` relationship.
 */
export function serializeUser(user: User): ResourceObject {
  return {
    type: 'users',
    id: String(user.id),
    attributes: {
      uuid: user.uuid,
      name: user.name,
      email: user.email,
      profile_image: assetUrl(user.profileImage),
      timezone: user.timezone,
      currency: user.currency,
      email_notifications: user.emailNotifications,
      slack_notifications: user.slackNotifications,
      has_slack_token: Boolean(user.slackToken),
      google_calendar_synch: user.googleCalendarSynch,
      google_email: user.googleEmail,
      payment_gateway: user.paymentGateway,
      has_snipcart_token: Boolean(user.snipcartToken),
      has_payment_secret: Boolean(user.paymentSecretEncrypted),
      has_payment_webhook_secret: Boolean(user.paymentWebhookSecretEncrypted),
      email_verified_at: user.emailVerifiedAt?.toUTC().toISO() ?? null,
      created_at: user.createdAt.toISO(),
      updated_at: user.updatedAt.toISO(),
    },
    relationships: { roles: { data: [{ type: 'roles', id: String(user.roleId) }] } },
  }
}

/** The roles of the given users, for `included` (the role relationship must be loaded). */
function includedRoles(users: User[]): ResourceObject[] {
  return users.filter((user) => user.role).map((user) => serializeRole(user.role))
}

type Options = { include: string[]; meta?: Record<string, unknown> }

export function userDocument(user: User, { include, meta }: Options): DataDocument {
  return dataDocument(serializeUser(user), {
    included: include.includes('roles') ? includedRoles([user]) : [],
    meta,
  })
}

export function userListDocument(users: User[], { include, meta }: Options): DataDocument {
  return dataDocument(users.map(serializeUser), {
    included: include.includes('roles') ? includedRoles(users) : [],
    meta,
  })
}
