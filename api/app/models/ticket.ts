import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { utcDateTime } from '#lib/utc_date_time'
import EventTicket from '#models/event_ticket'
import User from '#models/user'

/** A ticket type an organizer owns (spec "events" §3 "Ticket"); offered on events as EventTicket. */
export default class Ticket extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare name: string

  @column()
  declare description: string

  @hasMany(() => EventTicket)
  declare eventTickets: HasMany<typeof EventTicket>

  @column.dateTime({ autoCreate: true, ...utcDateTime })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...utcDateTime })
  declare updatedAt: DateTime
}
