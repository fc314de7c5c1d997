import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One ticket type in an order, with a snapshot of what was sold: the ticket's name, the unit price,
 * the fee rule applied (`fee_bearing`: 1 absorb, 0 pass-on, -1 split) and the buyer's final unit
 * price (`final_unit_cents` = price + the buyer's share of the fee). Later edits of the ticket never
 * change an order.
 */
export default class extends BaseSchema {
  protected tableName = 'order_lines'

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
        .integer('event_ticket_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('event_tickets')
        .onDelete('RESTRICT')
      table.string('ticket_name', 255).notNullable()
      table.integer('quantity').notNullable()
      table.integer('unit_price_cents').notNullable()
      table.smallint('fee_bearing').notNullable()
      table.integer('unit_fee_cents').notNullable()
      table.integer('final_unit_cents').notNullable()
      table.index(['order_id'])
      table.index(['event_ticket_id'])
      table.check('?? > 0', ['quantity'], 'order_lines_quantity_positive')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
