import { BaseSchema } from '@adonisjs/lucid/schema'

/** Tags of an event. A tag in use cannot be deleted (409, checked first by the API). */
export default class extends BaseSchema {
  protected tableName = 'event_tags'

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
        .integer('tag_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('tags')
        .onDelete('RESTRICT')
      table.primary(['event_id', 'tag_id'])
      table.index(['tag_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
