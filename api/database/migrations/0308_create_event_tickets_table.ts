import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A ticket offered on an event with its settings (spec "events" §3 "Ticket", metadata).
 * Money is integer cents (`price_cents`); the API shows `price` in major units.
 * `total_quantity` -1 means unlimited. `sold_quantity` only changes by the guarded statement of the
 * order transaction (docs/ARCHITECTURE.md "Stock"), never below 0.
 */
export default class extends BaseSchema {
  protected tableName = 'event_tickets'

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
      table
        .integer('ticket_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tickets')
        .onDelete('RESTRICT')
      table.integer('price_cents').notNullable().defaultTo(0)
      table.smallint('absorb_service_fee').notNullable().defaultTo(0)
      table.boolean('is_reservation').notNullable().defaultTo(false)
      table.integer('max_quantity_per_person').nullable()
      table.boolean('personalized_ticket').notNullable().defaultTo(false)
      table.boolean('phone_number_enabled').notNullable().defaultTo(false)
      table.string('floor_plan_image', 2048).nullable()
      table.integer('total_quantity').notNullable().defaultTo(-1)
      table.integer('sold_quantity').notNullable().defaultTo(0)
      table.timestamp('start_sale_at', { useTz: true }).notNullable()
      table.timestamp('end_sale_at', { useTz: true }).notNullable()
      table.string('custom_description', 340).nullable()
      table.string('attendance_type', 16).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.unique(['event_id', 'ticket_id'])
      table.index(['ticket_id'])
      table.check('?? >= 0', ['sold_quantity'], 'event_tickets_sold_not_negative')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
