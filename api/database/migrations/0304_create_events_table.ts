import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Events (the spec's "items", spec "events" §3). Times are stored in UTC; `timezone` is the zone
 * the organizer entered them in. `total_capacity` -1 means unlimited (tba, virtual unlimited).
 */
export default class extends BaseSchema {
  protected tableName = 'events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.uuid('uuid').notNullable().unique()
      table.string('hash_code', 16).notNullable().unique()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('RESTRICT')
      table
        .integer('category_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('categories')
        .onDelete('RESTRICT')
      table.string('name', 255).notNullable()
      table.string('description', 340).nullable()
      table.text('additional_description').nullable()
      table.string('theme', 16).notNullable().defaultTo('base')
      table.string('status', 16).notNullable().defaultTo('private')
      table.timestamp('start_at', { useTz: true }).notNullable()
      table.timestamp('end_at', { useTz: true }).notNullable()
      table.string('timezone', 64).notNullable()
      table.double('duration').nullable()
      table.string('timeunit', 1).notNullable().defaultTo('h')
      table.string('event_type', 16).notNullable().defaultTo('virtual')
      table.string('virtual_link', 2048).nullable()
      table.string('link', 2048).nullable()
      table.integer('total_capacity').notNullable().defaultTo(-1)
      table.boolean('multiple_addresses').notNullable().defaultTo(false)
      table.string('hero_image', 2048).nullable()
      table.string('video_url', 2048).nullable()
      table.string('currency', 3).notNullable().defaultTo('eur')
      table.boolean('show_on_calendar').notNullable().defaultTo(false)
      table.boolean('show_on_collection').notNullable().defaultTo(false)
      table.boolean('show_latest_announcement').notNullable().defaultTo(false)
      table.boolean('custom_book_button_label').notNullable().defaultTo(false)
      table.string('book_button_label', 40).nullable()
      table.string('book_button_color', 7).nullable()
      table.string('book_promotion_label', 80).nullable()
      table.json('custom_brand_colors').nullable()
      table.string('google_analytics_id', 32).nullable()
      table.string('importance_type', 16).notNullable().defaultTo('normal')
      table.smallint('absorb_fee').notNullable().defaultTo(0)
      table.boolean('personalized_ticket').notNullable().defaultTo(false)
      table.smallint('refund_policy').notNullable().defaultTo(4)
      table.json('event_agenda').nullable()
      table.json('event_faqs').nullable()
      table.json('event_host').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      // The own event list: by organizer, newest start first; the public calendar by start.
      table.index(['user_id', 'start_at'])
      table.index(['start_at'])
      table.index(['category_id'])
      table.index(['status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
