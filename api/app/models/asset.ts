import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { AssetKind } from '@tessera/shared/domain/events/constants'
import { utcDateTime } from '#lib/utc_date_time'
import Event from '#models/event'

/**
 * An additional image or document of an event (spec "events" §3 additional_images,
 * additional_docs). Duplicated events get their own rows pointing at the same stored file, so a
 * file is removed from storage only when no row references its `path` any more.
 */
export default class Asset extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare eventId: number

  @belongsTo(() => Event)
  declare event: BelongsTo<typeof Event>

  @column()
  declare kind: AssetKind

  @column()
  declare path: string

  @column()
  declare mimeType: string

  @column()
  declare size: number

  @column()
  declare originalName: string

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true, ...utcDateTime })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...utcDateTime })
  declare updatedAt: DateTime
}
