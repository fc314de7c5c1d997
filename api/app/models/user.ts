import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import {
  afterDelete,
  afterSave,
  BaseModel,
  beforeCreate,
  belongsTo,
  column,
} from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { AccessTokensProvider } from '#lib/access_tokens_provider'
import { utcDateTime } from '#lib/utc_date_time'
import { isRoleName, DEFAULT_ROLE, type RoleName } from '@tessera/shared/domain/access/roles'
import Role from '#models/role'
import { forgetUser } from '#services/accounts/signed_in_cache'

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(BaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare uuid: string

  @column()
  declare roleId: number

  @belongsTo(() => Role)
  declare role: BelongsTo<typeof Role>

  @column()
  declare name: string

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string

  @column()
  declare profileImage: string | null

  @column()
  declare timezone: string | null

  /** The language of mails the user gets without asking (set at registration); null: English. */
  @column()
  declare locale: string | null

  @column()
  declare currency: string | null

  @column({ consume: Boolean })
  declare emailNotifications: boolean

  @column({ consume: Boolean })
  declare slackNotifications: boolean

  @column()
  declare slackToken: string | null

  @column({ consume: Boolean })
  declare googleCalendarSynch: boolean

  @column()
  declare googleEmail: string | null

  @column()
  declare paymentGateway: number | null

  @column()
  declare snipcartToken: string | null

  /** The card provider's secret key, encrypted with APP_KEY (`payment_secret`, write-only). */
  @column({ serializeAs: null })
  declare paymentSecretEncrypted: string | null

  /** The signing secret of the organizer's Stripe webhook endpoint, encrypted (write-only). */
  @column({ serializeAs: null })
  declare paymentWebhookSecretEncrypted: string | null

  /** When the account proved it owns `email` (the verification link); null until then. */
  @column.dateTime(utcDateTime)
  declare emailVerifiedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  static accessTokens = AccessTokensProvider.forModel(User, {
    expiresIn: '30 days',
    prefix: 'tss_',
    table: 'auth_access_tokens',
    type: 'auth_token',
    tokenSecretLength: 40,
  })

  /** Database defaults, set on the model too so a freshly created user serialises completely. */
  @beforeCreate()
  static assignDefaults(user: User) {
    user.uuid ??= randomUUID()
    user.profileImage ??= null
    user.timezone ??= null
    user.currency ??= null
    user.emailNotifications ??= true
    user.slackNotifications ??= false
    user.slackToken ??= null
    user.googleCalendarSynch ??= false
    user.googleEmail ??= null
    user.paymentGateway ??= null
    user.snipcartToken ??= null
    user.paymentSecretEncrypted ??= null
    user.paymentWebhookSecretEncrypted ??= null
    user.emailVerifiedAt ??= null
  }

  /** A signed-in user is read once for a few seconds: a change is seen on the next request. */
  @afterSave()
  @afterDelete()
  static forgetSignedIn(user: User) {
    forgetUser(user.id, user.$trx)
  }

  /** The role name (spec: the first role of the profile, default guest); `role` must be preloaded. */
  get roleName(): RoleName {
    const name = this.role?.name
    return isRoleName(name) ? name : DEFAULT_ROLE
  }
}
