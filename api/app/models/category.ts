import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { utcDateTime } from '#lib/utc_date_time'
import Event from '#models/event'

/** An event category (spec "accounts" §3), managed by staff in the console. */
export default class Category extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare description: string | null

  @hasMany(() => Event)
  declare events: HasMany<typeof Event>

  @column.dateTime({ autoCreate: true, ...utcDateTime })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...utcDateTime })
  declare updatedAt: DateTime
}
