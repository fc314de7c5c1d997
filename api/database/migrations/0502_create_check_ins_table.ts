import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every scan and manual check-in (docs/ARCHITECTURE.md "Single admission"), written in the same
 * transaction as the guarded `attendees.checked_in_qty` statement:
 * - `quantity` > 0 admits, < 0 undoes (the guest list's undo); `outcome` says whether the guarded
 *   statement applied it (`admitted`) or not (`refused`: past the remainder, cancelled, nothing to
 *   undo), and `checked_in_qty` is the attendee's count right after;
 * - `nonce` is the scanner's id of the scan, unique: a repeated scan or an offline re-upload finds
 *   its first row and is answered from it, never applied twice;
 * - who: `user_id` (the organizer or staff) or `door_link_id` (a door-staff link).
 */
export default class extends BaseSchema {
  protected tableName = 'check_ins'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('attendee_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('attendees')
        .onDelete('CASCADE')
      table
        .integer('event_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
      table.integer('quantity').notNullable()
      table.string('nonce', 64).notNullable().unique()
      table.string('outcome', 16).notNullable()
      table.integer('checked_in_qty').notNullable()
      table.string('gate', 64).nullable()
      table.string('device', 64).nullable()
      table.timestamp('scanned_at', { useTz: true }).notNullable()
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table
        .integer('door_link_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('door_staff_links')
        .onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.index(['attendee_id'])
      table.index(['event_id', 'outcome', 'gate'])
      table.check('?? <> 0', ['quantity'], 'check_ins_quantity_not_zero')
      table.check("?? in ('admitted', 'refused')", ['outcome'], 'check_ins_outcome')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
