import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The signing secret of the organizer's own Stripe webhook endpoint, encrypted with APP_KEY
 * (`payment_webhook_secret`, write-only): Stripe makes one per endpoint and account, so each
 * organizer's events to `/payments/stripe/webhook/{uuid}` are checked with theirs.
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.text('payment_webhook_secret_encrypted').nullable()
    })
  }

  /** A plain DROP COLUMN: knex's SQLite rebuild of `users` would trip 0450's triggers on it. */
  async down() {
    this.schema.raw('alter table users drop column payment_webhook_secret_encrypted')
  }
}
