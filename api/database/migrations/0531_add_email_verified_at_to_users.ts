import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When the account proved it owns its e-mail address (the verification link, issue 11 item 7);
 * null until then and again whenever the address changes. My tickets shows the tickets booked
 * with the address only once it is set.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('email_verified_at', { useTz: true }).nullable()
    })
  }

  /** A plain DROP COLUMN: knex's SQLite rebuild of `users` would trip 0450's triggers on it. */
  async down() {
    this.schema.raw('alter table users drop column email_verified_at')
  }
}
