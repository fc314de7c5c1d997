import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bookings (spec "events" §3 "Order"; lifecycle in docs/ARCHITECTURE.md "Orders").
 * - `hash_code` is the booking number the buyer sees.
 * - The booking link's secret is not stored: it is derived from `hash_code` with APP_KEY
 *   (`api/app/services/orders/booking_token.ts`), so a ticket can be re-sent at any time.
 * - `payment_url` is where the buyer pays (the sandbox page or the provider's checkout), and
 *   `payment_reference` the provider's id of that checkout.
 * - `status`: `pending` (paid, waiting for the provider, holds stock until `expires_at`), `completed`,
 *   `cancelled` (by the buyer or the organizer), `expired` (hold ran out, stock released).
 * - Money is integer cents in the event's `currency`: `total_cents` is what the buyer pays,
 *   `fee_cents` the service fee in it, `refunded_cents` what went back.
 * - `client_address` is the booking request's address (per-address limits on pending holds).
 */
export default class extends BaseSchema {
  protected tableName = 'orders'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('hash_code', 16).notNullable().unique()
      table
        .integer('event_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('events')
        .onDelete('RESTRICT')
      table.string('status', 16).notNullable()
      table.string('buyer_name', 255).notNullable()
      table.string('buyer_email', 320).notNullable()
      table.string('locale', 5).notNullable().defaultTo('en')
      table.string('currency', 3).notNullable()
      table.integer('total_cents').notNullable().defaultTo(0)
      table.integer('fee_cents').notNullable().defaultTo(0)
      table.integer('refunded_cents').notNullable().defaultTo(0)
      table.integer('quantity').notNullable()
      table.string('client_address', 64).nullable()
      table.string('payment_provider', 16).nullable()
      table.string('payment_reference', 255).nullable()
      table.string('payment_url', 2048).nullable()
      table.timestamp('expires_at', { useTz: true }).nullable()
      table.timestamp('paid_at', { useTz: true }).nullable()
      table.timestamp('cancelled_at', { useTz: true }).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['event_id', 'status'])
      table.index(['status', 'expires_at'])
      table.index(['buyer_email'])
      table.unique(['payment_provider', 'payment_reference'])
      table.check('?? >= 0', ['total_cents'], 'orders_total_not_negative')
      table.check('?? > 0', ['quantity'], 'orders_quantity_positive')
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
