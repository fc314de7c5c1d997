import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Human-check solutions already used, kept until their challenge expires so that a solved
 * challenge works once. The primary key makes a second use fail even under concurrency.
 */
export default class extends BaseSchema {
  protected tableName = 'human_check_solutions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('signature', 128).notNullable().primary()
      table.timestamp('expires_at', { useTz: true }).notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
