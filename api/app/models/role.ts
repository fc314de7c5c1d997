import { DateTime } from 'luxon'
import { afterDelete, afterSave, BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { forgetRoles } from '#services/accounts/signed_in_cache'

export default class Role extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @hasMany(() => User)
  declare users: HasMany<typeof User>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** Signed-in users are read with their role once for a few seconds: a change is seen at once. */
  @afterSave()
  @afterDelete()
  static forgetSignedIn(role: Role) {
    forgetRoles(role.$trx)
  }
}
