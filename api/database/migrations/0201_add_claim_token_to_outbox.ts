import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The mail worker's claim on an outbox row: a random token written together with `locked_until`.
 * Marking a row sent or failed requires the same token, so a worker whose lease expired (and whose
 * row another worker claimed since) cannot overwrite the newer claim's outcome.
 */
export default class extends BaseSchema {
  protected tableName = 'outbox'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('claim_token', 36).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('claim_token')
    })
  }
}
