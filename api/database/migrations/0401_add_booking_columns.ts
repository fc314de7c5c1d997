import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Booking facts on existing tables (issue 9):
 * - `events.booked_quantity`: units sold or held across all of the event's tickets; changed only by
 *   the guarded statement of the order transaction, so `total_capacity` (-1 unlimited) holds under
 *   concurrency exactly as `event_tickets.sold_quantity` does (docs/ARCHITECTURE.md "Stock").
 * - `event_tickets.special_requirements_required`: the organizer asks every attendee of this ticket
 *   for dietary or special requirements (the spec's hard-coded event 194, as a per-ticket setting).
 * - `users.payment_secret_encrypted`: the organizer's card provider secret (Stripe), encrypted with
 *   APP_KEY, never returned by the API.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.integer('booked_quantity').notNullable().defaultTo(0)
    })
    this.schema.alterTable('event_tickets', (table) => {
      table.boolean('special_requirements_required').notNullable().defaultTo(false)
    })
    this.schema.alterTable('users', (table) => {
      table.text('payment_secret_encrypted').nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('payment_secret_encrypted')
    })
    this.schema.alterTable('event_tickets', (table) => {
      table.dropColumn('special_requirements_required')
    })
    this.schema.alterTable('events', (table) => {
      table.dropColumn('booked_quantity')
    })
  }
}
