import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `Idempotency-Key` of `POST /orders` (docs/ARCHITECTURE.md "Idempotency"). The row is inserted in
 * the order's own transaction, so the unique key serialises concurrent replays in the database: the
 * first commits, the others then read `response_status` and `response_body` and answer them.
 * `request_hash` is the SHA-256 of the canonical request body: a different body with a used key is
 * 409 `idempotency_mismatch`.
 */
export default class extends BaseSchema {
  protected tableName = 'idempotency_keys'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('scope', 32).notNullable()
      table.string('key', 255).notNullable()
      table.string('request_hash', 64).notNullable()
      table.integer('response_status').notNullable()
      table.text('response_body').notNullable()
      table
        .integer('order_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('orders')
        .onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.unique(['scope', 'key'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
