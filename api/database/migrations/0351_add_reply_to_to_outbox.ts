import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The address replies go to, when it is not the sender's: a visitor's message to an organizer
 * (`POST /email/contact-organizer`) is answered straight to the visitor.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('reply_to', 320).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('reply_to')
    })
  }
}
