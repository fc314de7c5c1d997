import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The provider's id of the payment itself, kept when the payment completes the order (Stripe's
 * payment intent, beside the checkout session in `payment_reference`): a refund made in the
 * provider's dashboard (`charge.refunded`) names the payment, not the checkout.
 */
export default class extends BaseSchema {
  protected tableName = 'orders'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('payment_capture', 255).nullable()
    })
    this.schema.raw(
      'create unique index orders_payment_provider_capture_unique on orders (payment_provider, payment_capture)',
    )
  }

  /** Plain statements (an index, not a constraint): knex's SQLite rebuild would trip 0450's triggers. */
  async down() {
    this.schema.raw('drop index orders_payment_provider_capture_unique')
    this.schema.raw('alter table orders drop column payment_capture')
  }
}
