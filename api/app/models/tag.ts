import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { utcDateTime } from '#lib/utc_date_time'
import Event from '#models/event'
import User from '#models/user'

/** An organizer's tag with a hex colour (spec "accounts" §3). */
export default class Tag extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare name: string

  @column()
  declare color: string

  @manyToMany(() => Event, { pivotTable: 'event_tags' })
  declare events: ManyToMany<typeof Event>

  @column.dateTime({ autoCreate: true, ...utcDateTime })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...utcDateTime })
  declare updatedAt: DateTime
}
