import { BaseSchema } from '@adonisjs/lucid/schema'

/** Venues of an event: one, or several with `multiple_addresses` (developer only). */
export default class extends BaseSchema {
  protected tableName = 'event_venues'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('event_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
      table
        .integer('venue_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('venues')
        .onDelete('RESTRICT')
      table.primary(['event_id', 'venue_id'])
      table.index(['venue_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
