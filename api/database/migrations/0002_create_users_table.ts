import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.uuid('uuid').notNullable().unique()
      // One role per user (spec: "roles: a list of one role; the first is used").
      table
        .integer('role_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('roles')
        .onDelete('RESTRICT')
      table.string('name', 255).notNullable()
      table.string('email', 320).notNullable().unique()
      table.string('password', 255).notNullable()
      table.string('profile_image', 2048).nullable()
      table.string('timezone', 64).nullable()
      table.string('currency', 3).nullable()
      table.boolean('email_notifications').notNullable().defaultTo(true)
      table.boolean('slack_notifications').notNullable().defaultTo(false)
      table.string('slack_token', 255).nullable()
      table.boolean('google_calendar_synch').notNullable().defaultTo(false)
      table.string('google_email', 320).nullable()
      table.integer('payment_gateway').nullable()
      table.string('snipcart_token', 255).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable()
      table.index(['role_id'])
      table.index(['name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
