import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Each verified provider webhook event, applied once: the unique (provider, event_id) is inserted in
 * the same transaction as the event's effect, so a replay (or a provider's retry) changes nothing.
 * Refunds made by Tessera are recorded here too (`kind` `refund`), with the provider's reference.
 */
export default class extends BaseSchema {
  protected tableName = 'payment_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('provider', 16).notNullable()
      table.string('event_id', 255).notNullable()
      table.string('kind', 64).notNullable()
      table
        .integer('order_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('orders')
        .onDelete('SET NULL')
      table.integer('amount_cents').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['provider', 'event_id'])
      table.index(['order_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
