import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A ticket code carries its attendee's id (`{event}.{attendee}.{random}.{signature}`), so codes are
 * unique because ids are, and a code is found by the primary key and then compared whole
 * (`door_ticket_reader.ts`). The unique index on the ~110 random characters only cost every order
 * a write to a random page of a large index (docs/DECISIONS.md "Ticket codes are found by the
 * attendee id they carry").
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('attendees', (table) => {
      table.dropUnique(['code'], 'attendees_code_unique')
    })
  }

  async down() {
    this.schema.alterTable('attendees', (table) => {
      table.unique(['code'], { indexName: 'attendees_code_unique' })
    })
  }
}
