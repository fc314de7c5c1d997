import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import {
  BaseModel,
  beforeCreate,
  belongsTo,
  column,
  hasMany,
  manyToMany,
} from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import type {
  EventStatus,
  EventTheme,
  EventType,
  FeeBearing,
  ImportanceType,
  RefundPolicy,
  TimeUnit,
} from '@tessera/shared/domain/events/constants'
import type {
  AgendaEntry,
  BrandColors,
  FaqEntry,
  HostContact,
} from '@tessera/shared/schemas/event-sections'
import { newHashCode } from '#lib/hash_code'
import { booleanColumn, jsonColumn } from '#lib/json_column'
import { utcDateTime } from '#lib/utc_date_time'
import Asset from '#models/asset'
import Category from '#models/category'
import EventTicket from '#models/event_ticket'
import Tag from '#models/tag'
import User from '#models/user'
import Venue from '#models/venue'

/**
 * An event (the spec's "item", spec "events" §3). `startAt`/`endAt` are instants (stored UTC);
 * `timezone` is the zone the organizer works in. `totalCapacity` -1 is unlimited.
 */
export default class Event extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare uuid: string

  @column()
  declare hashCode: string

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare categoryId: number | null

  @belongsTo(() => Category)
  declare category: BelongsTo<typeof Category>

  @manyToMany(() => Tag, { pivotTable: 'event_tags' })
  declare tags: ManyToMany<typeof Tag>

  @manyToMany(() => Venue, { pivotTable: 'event_venues' })
  declare venues: ManyToMany<typeof Venue>

  @hasMany(() => EventTicket)
  declare eventTickets: HasMany<typeof EventTicket>

  @hasMany(() => Asset)
  declare assets: HasMany<typeof Asset>

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare additionalDescription: string | null

  @column()
  declare theme: EventTheme

  @column()
  declare status: EventStatus

  @column.dateTime(utcDateTime)
  declare startAt: DateTime

  @column.dateTime(utcDateTime)
  declare endAt: DateTime

  @column()
  declare timezone: string

  @column()
  declare duration: number | null

  @column()
  declare timeunit: TimeUnit

  @column()
  declare eventType: EventType

  @column()
  declare virtualLink: string | null

  @column()
  declare link: string | null

  @column()
  declare totalCapacity: number

  @column(booleanColumn)
  declare multipleAddresses: boolean

  @column()
  declare heroImage: string | null

  @column()
  declare videoUrl: string | null

  @column()
  declare currency: string

  @column(booleanColumn)
  declare showOnCalendar: boolean

  @column(booleanColumn)
  declare showOnCollection: boolean

  @column(booleanColumn)
  declare showLatestAnnouncement: boolean

  @column(booleanColumn)
  declare customBookButtonLabel: boolean

  @column()
  declare bookButtonLabel: string | null

  @column()
  declare bookButtonColor: string | null

  @column()
  declare bookPromotionLabel: string | null

  @column(jsonColumn)
  declare customBrandColors: BrandColors | null

  @column()
  declare googleAnalyticsId: string | null

  @column()
  declare importanceType: ImportanceType

  @column()
  declare absorbFee: FeeBearing

  @column(booleanColumn)
  declare personalizedTicket: boolean

  @column()
  declare refundPolicy: RefundPolicy

  @column(jsonColumn)
  declare eventAgenda: AgendaEntry[] | null

  @column(jsonColumn)
  declare eventFaqs: FaqEntry[] | null

  @column(jsonColumn)
  declare eventHost: HostContact[] | null

  @column.dateTime({ autoCreate: true, ...utcDateTime })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, ...utcDateTime })
  declare updatedAt: DateTime

  @beforeCreate()
  static assignCodes(event: Event) {
    event.uuid ??= randomUUID()
    event.hashCode ??= newHashCode()
  }
}
