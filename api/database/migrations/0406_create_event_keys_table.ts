import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One Ed25519 key pair per event for signing ticket codes (docs/ARCHITECTURE.md "Tickets' QR
 * codes"): the public key is handed to scanners for offline verification; the private key is stored
 * encrypted with APP_KEY. Created on the event's first order (insert-or-ignore, then read back, so
 * concurrent first orders agree on one pair).
 */
export default class extends BaseSchema {
  protected tableName = 'event_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('event_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
      table.string('public_key', 64).notNullable()
      table.text('private_key_encrypted').notNullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
