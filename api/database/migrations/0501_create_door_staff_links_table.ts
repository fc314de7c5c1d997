import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Scan-only links an organizer hands a gate (issue 11; docs/ARCHITECTURE.md "Check-in"): for one
 * event, with a gate name, until `expires_at` or `revoked_at`. The bearer token is stored only as
 * its SHA-256 hex (`token_hash`); it reaches that event's check-in endpoints and nothing else.
 */
export default class extends BaseSchema {
  protected tableName = 'door_staff_links'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('event_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.string('gate', 64).notNullable()
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('revoked_at', { useTz: true }).nullable()
      table
        .integer('created_by')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['event_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
