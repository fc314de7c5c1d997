import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Additional images and documents of an event (spec "events" §3 additional_images,
 * additional_docs). A duplicated event gets its own rows that reference the same stored files.
 */
export default class extends BaseSchema {
  protected tableName = 'assets'

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
      table.string('kind', 16).notNullable()
      table.string('path', 2048).notNullable()
      table.string('mime_type', 255).notNullable()
      table.integer('size').notNullable()
      table.string('original_name', 255).notNullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['event_id', 'kind', 'position'])
      table.index(['path'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
