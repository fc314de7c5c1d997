import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The language of the e-mails a user receives without asking for them (a visitor's message to an
 * organizer): the request's language at registration. Null for older accounts: English.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('locale', 5).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('locale')
    })
  }
}
