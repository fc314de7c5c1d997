import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The guest and bookings lists (issue 11 items 5 and 6) read one page in index order: each sort of
 * an event's attendees (name, checked-in count, booking order) and an event's orders newest first
 * has an index that begins with the event, ending in the id that breaks ties.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('attendees', (table) => {
      table.index(['event_id', 'name', 'id'], 'attendees_event_name_index')
      table.index(['event_id', 'checked_in_qty', 'id'], 'attendees_event_checked_in_index')
      table.index(['event_id', 'id'], 'attendees_event_id_index')
    })
    this.schema.alterTable('orders', (table) => {
      table.index(['event_id', 'id'], 'orders_event_id_index')
    })
  }

  async down() {
    this.schema.alterTable('orders', (table) => {
      table.dropIndex(['event_id', 'id'], 'orders_event_id_index')
    })
    this.schema.alterTable('attendees', (table) => {
      table.dropIndex(['event_id', 'id'], 'attendees_event_id_index')
      table.dropIndex(['event_id', 'checked_in_qty', 'id'], 'attendees_event_checked_in_index')
      table.dropIndex(['event_id', 'name', 'id'], 'attendees_event_name_index')
    })
  }
}
