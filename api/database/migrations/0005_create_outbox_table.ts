import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * E-mails to deliver, written in the same transaction as the change that causes them and delivered
 * by the mail worker (exactly-once mail: docs/ARCHITECTURE.md).
 */
export default class extends BaseSchema {
  protected tableName = 'outbox'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('template', 64).notNullable()
      table.string('locale', 5).notNullable()
      table.string('recipient', 320).notNullable()
      table.string('subject', 998).notNullable()
      table.text('text_body').notNullable()
      table.text('html_body').notNullable()
      table.string('status', 16).notNullable().defaultTo('pending')
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('last_error').nullable()
      table.timestamp('available_at', { useTz: true }).notNullable()
      table.timestamp('locked_until', { useTz: true }).nullable()
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['status', 'available_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
