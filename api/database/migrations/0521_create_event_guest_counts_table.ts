import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The guest list's counts per event (issue 11 item 5, docs/ARCHITECTURE.md "Data and invariants"):
 * `attendees` (rows), `expected` (units of completed attendees) and `checked_in` (their units
 * checked in), kept by triggers on `attendees` in the writer's own transaction, so a page of a
 * 100,000-attendee list reads one row instead of adding up the event's attendees. Every writer
 * (an order, a cancellation, a check-in, a manual fix) moves them.
 *
 * SQLite drops a table's triggers when knex rebuilds it: a migration that rebuilds `attendees`
 * must create these again (`tests/functional/guests/guest_list.spec.ts` checks the counts).
 */
export const GUEST_COUNT_TRIGGERS = [
  'attendees_guest_counts_insert',
  'attendees_guest_counts_update',
  'attendees_guest_counts_delete',
]

/** What one attendee row adds to its event's counts (`row` is `new` or `old`). */
const share = (row: string) => ({
  expected: `case when ${row}.status = 'completed' then ${row}.quantity else 0 end`,
  checkedIn: `case when ${row}.status = 'completed' then ${row}.checked_in_qty else 0 end`,
})

const upsert = (eventId: string, rows: string, expected: string, checkedIn: string) =>
  `insert into event_guest_counts (event_id, attendees, expected, checked_in)
    values (${eventId}, ${rows}, ${expected}, ${checkedIn})
    on conflict (event_id) do update set
      attendees = event_guest_counts.attendees + excluded.attendees,
      expected = event_guest_counts.expected + excluded.expected,
      checked_in = event_guest_counts.checked_in + excluded.checked_in;`

const added = upsert('new.event_id', '1', share('new').expected, share('new').checkedIn)
const removed = upsert(
  'old.event_id',
  '-1',
  `-(${share('old').expected})`,
  `-(${share('old').checkedIn})`,
)

const sqliteTriggers = [
  `create trigger attendees_guest_counts_insert after insert on attendees begin ${added} end`,
  `create trigger attendees_guest_counts_update after update of event_id, status, quantity,
    checked_in_qty on attendees begin ${removed} ${added} end`,
  `create trigger attendees_guest_counts_delete after delete on attendees begin ${removed} end`,
]

const pgTriggers = [
  `create function tessera_attendees_guest_counts() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then ${removed} end if;
      if tg_op in ('INSERT', 'UPDATE') then ${added} end if;
      return null;
    end $$`,
  `create trigger attendees_guest_counts_insert after insert on attendees for each row
    execute function tessera_attendees_guest_counts()`,
  `create trigger attendees_guest_counts_update after update of event_id, status, quantity,
    checked_in_qty on attendees for each row execute function tessera_attendees_guest_counts()`,
  `create trigger attendees_guest_counts_delete after delete on attendees for each row
    execute function tessera_attendees_guest_counts()`,
]

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('event_guest_counts', (table) => {
      table
        .integer('event_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
      table.integer('attendees').notNullable()
      table.integer('expected').notNullable()
      table.integer('checked_in').notNullable()
    })
    this.defer(async (db) => {
      const { expected, checkedIn } = share('attendees')
      await db.rawQuery(`insert into event_guest_counts (event_id, attendees, expected, checked_in)
        select event_id, count(*), sum(${expected}), sum(${checkedIn}) from attendees group by event_id`)
      const statements = db.dialect.name === 'postgres' ? pgTriggers : sqliteTriggers
      for (const statement of statements) await db.rawQuery(statement)
    })
  }

  async down() {
    this.defer(async (db) => {
      const pg = db.dialect.name === 'postgres'
      for (const name of GUEST_COUNT_TRIGGERS)
        await db.rawQuery(
          pg ? `drop trigger if exists ${name} on attendees` : `drop trigger if exists ${name}`,
        )
      if (pg) await db.rawQuery('drop function if exists tessera_attendees_guest_counts()')
    })
    this.schema.dropTable('event_guest_counts')
  }
}
