import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who is admitted (spec "events" §3 "Attendee / guest"): one row per order line, or one per unit
 * (quantity 1, its own `transaction_id`) for personalized tickets.
 * - `code` is the signed ticket code the QR encodes (`{APP_URL}/ticket/{code}`, Ed25519 per event);
 *   `code_hash` (SHA-256 hex) is what offline scanners match on.
 * - `checked_in_qty` only changes by the guarded check-in statement (docs/ARCHITECTURE.md "Single
 *   admission"); the check constraint holds it within 0..quantity in the database.
 * - `status` follows the order: `pending`, `completed`, `cancelled`.
 */
export default class extends BaseSchema {
  protected tableName = 'attendees'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('order_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('orders')
        .onDelete('CASCADE')
      table
        .integer('order_line_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('order_lines')
        .onDelete('CASCADE')
      table
        .integer('event_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('events')
        .onDelete('RESTRICT')
      table
        .integer('event_ticket_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('event_tickets')
        .onDelete('RESTRICT')
      table.string('transaction_id', 36).notNullable().unique()
      table.string('name', 255).notNullable()
      table.string('email', 320).notNullable()
      table.string('phone_number', 32).nullable()
      table.string('special_requirements', 400).nullable()
      table.string('attendance_type', 16).nullable()
      table.integer('quantity').notNullable()
      table.integer('checked_in_qty').notNullable().defaultTo(0)
      table.string('status', 16).notNullable()
      table.string('code', 255).nullable().unique()
      table.string('code_hash', 64).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['order_id'])
      table.index(['event_id', 'status'])
      table.index(['email'])
      table.check('?? > 0', ['quantity'], 'attendees_quantity_positive')
      table.check(
        '?? >= 0 AND ?? <= ??',
        ['checked_in_qty', 'checked_in_qty', 'quantity'],
        'attendees_checked_in_within_quantity',
      )
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
