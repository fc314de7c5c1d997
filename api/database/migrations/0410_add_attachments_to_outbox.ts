import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What a message carries besides its text, named by reference (JSON, `MailAttachmentRef[]` in
 * `api/app/services/mail/mail_attachments.ts`): a ticket's QR code by the text it encodes, an
 * event's calendar file by the event's id. The worker renders them when it sends, so the order
 * transaction that writes the message never draws an image.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('attachments').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('attachments')
    })
  }
}
