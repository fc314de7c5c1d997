import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AttendanceType, FeeBearing } from '@tessera/shared/domain/events/constants'
import { booleanColumn } from '#lib/json_column'
import { utcDateTime } from '#lib/utc_date_time'
import Event from '#models/event'
import Ticket from '#models/ticket'

/**
 * A ticket offered on an event, with its settings (spec "events" §3 "Ticket" metadata).
 * Money is integer cents. `totalQuantity` -1 is unlimited. `soldQuantity` only changes through the
 * guarded statement of the order transaction (docs/ARCHITECTURE.md "Stock").
 */
export default class EventTicket extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: number

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @column()
  declare ticketId: number

  @belongsTo(() => Ticket)
  declare ticket: BelongsTo<typeof Ticket>

  @column()
  declare priceCents: number

  @column()
  declare absorbServiceFee: FeeBearing

  @column(booleanColumn)
  declare isReservation: boolean

  @column()
  declare maxQuantityPerPerson: number | null

  @column(booleanColumn)
  declare personalizedTicket: boolean

  @column(booleanColumn)
  declare phoneNumberEnabled: boolean

  @column(booleanColumn)
  declare specialRequirementsRequired: boolean

  @column()
  declare floorPlanImage: string | null

  @column()
  declare totalQuantity: number

  @column()
  declare soldQuantity: number

  @column.dateTime(utcDateTime)
  declare startSaleAt: DateTime

  @column.dateTime(utcDateTime)
  declare endSaleAt: DateTime

  @column()
  declare customDescription: string | null

  @column()
  declare attendanceType: AttendanceType | null

  @column.dateTime({ autoCreate: true, ...utcDateTime })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...utcDateTime })
  declare updatedAt: DateTime
}
