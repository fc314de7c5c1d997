import { BaseSchema } from '@adonisjs/lucid/schema'

/** An organizer's tags (spec "accounts" §3): name and a hex colour, green by default. */
export default class extends BaseSchema {
  protected tableName = 'tags'

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
      table.string('name', 100).notNullable()
      table.string('color', 7).notNullable().defaultTo('#2e7d32')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['user_id', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
