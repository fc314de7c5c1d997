import { BaseSchema } from '@adonisjs/lucid/schema'

/** An organizer's venues: a named address with map coordinates (spec "accounts" §3). */
export default class extends BaseSchema {
  protected tableName = 'venues'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('name', 255).notNullable()
      table.string('address_name', 500).notNullable()
      table.string('city', 120).nullable()
      table.string('country', 120).nullable()
      table.string('postal_code', 20).nullable()
      // double precision: both drivers return numbers (PostgreSQL returns `decimal` as strings).
      table.double('lat').nullable()
      table.double('long').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
