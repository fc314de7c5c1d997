import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { MailAttachmentRef } from '#services/mail/mail_attachments'

export type OutboxStatus = 'pending' | 'sent' | 'failed'

export default class OutboxMessage extends BaseModel {
  static table = 'outbox'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare template: string

  @column()
  declare locale: string

  @column()
  declare recipient: string

  /** Where replies go when not to the sender (a visitor's message to an organizer). */
  @column()
  declare replyTo: string | null

  @column()
  declare subject: string

  @column()
  declare textBody: string

  @column()
  declare htmlBody: string

  /** Rendered by the worker when it sends (QR codes, calendar files); JSON text (outbox.ts). */
  @column({
    consume: (value: string | null) => (value ? (JSON.parse(value) as MailAttachmentRef[]) : null),
  })
  declare attachments: MailAttachmentRef[] | null

  @column()
  declare status: OutboxStatus

  @column()
  declare attempts: number

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare availableAt: DateTime

  @column.dateTime()
  declare lockedUntil: DateTime | null

  /** Set with `lockedUntil` by the worker that claimed the row (mail_worker.ts). */
  @column()
  declare claimToken: string | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
