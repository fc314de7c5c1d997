import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The check-in bundle's `revision` (docs/ARCHITECTURE.md "Check-in"): `check_in_revisions` holds
 * one counter per event, and `attendees.check_revision` the counter's value at the attendee's last
 * change the door cares about (its code, status or checked-in count). Database triggers keep both,
 * so every writer (a check-in, an order completed or cancelled, a manual fix) moves them, and
 * `?since=R` answers the attendees with `check_revision > R`.
 *
 * The counter row is locked until the writer commits (PostgreSQL), so revisions become visible in
 * their order and a reader that took revision R first never misses a later one. The check-in
 * transaction takes that lock before the attendee's row (`check_in_writes.ts`), the same order as
 * a multi-row update of an order's attendees, so the two cannot deadlock.
 *
 * SQLite drops a table's triggers when knex rebuilds it: a migration that rebuilds `attendees`
 * must create these again (`tests/functional/check_ins/check_in_bundle.spec.ts` checks them).
 */
export const CHECK_REVISION_TRIGGERS = [
  'attendees_check_revision',
  'attendees_check_revision_insert',
]

const CHANGED = {
  sqlite:
    'old.code is not new.code or old.status is not new.status or old.checked_in_qty is not new.checked_in_qty',
  pg: 'old.code is distinct from new.code or old.status is distinct from new.status or old.checked_in_qty is distinct from new.checked_in_qty',
}

const sqliteBump = `insert into check_in_revisions (event_id, revision) values (new.event_id, 1)
    on conflict (event_id) do update set revision = check_in_revisions.revision + 1;
  update attendees set check_revision =
    (select revision from check_in_revisions where event_id = new.event_id) where id = new.id;`

const sqliteTriggers = [
  `create trigger attendees_check_revision after update of code, status, checked_in_qty on attendees
    when ${CHANGED.sqlite} begin ${sqliteBump} end`,
  `create trigger attendees_check_revision_insert after insert on attendees
    when new.code is not null begin ${sqliteBump} end`,
]

const pgTriggers = [
  `create function tessera_attendees_check_revision() returns trigger language plpgsql as $$
    begin
      insert into check_in_revisions (event_id, revision) values (new.event_id, 1)
        on conflict (event_id) do update set revision = check_in_revisions.revision + 1
        returning revision into new.check_revision;
      return new;
    end $$`,
  `create trigger attendees_check_revision before update on attendees for each row
    when (${CHANGED.pg}) execute function tessera_attendees_check_revision()`,
  `create trigger attendees_check_revision_insert before insert on attendees for each row
    when (new.code is not null) execute function tessera_attendees_check_revision()`,
]

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('check_in_revisions', (table) => {
      table
        .integer('event_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('events')
        .onDelete('CASCADE')
      table.bigInteger('revision').notNullable()
    })
    this.schema.alterTable('attendees', (table) => {
      table.bigInteger('check_revision').notNullable().defaultTo(0)
      table.index(['event_id', 'check_revision'])
    })
    this.defer(async (db) => {
      const statements = db.dialect.name === 'postgres' ? pgTriggers : sqliteTriggers
      for (const statement of statements) await db.rawQuery(statement)
    })
  }

  async down() {
    this.defer(async (db) => {
      const pg = db.dialect.name === 'postgres'
      for (const name of CHECK_REVISION_TRIGGERS) {
        await db.rawQuery(
          pg ? `drop trigger if exists ${name} on attendees` : `drop trigger if exists ${name}`,
        )
      }
      if (pg) await db.rawQuery('drop function if exists tessera_attendees_check_revision()')
    })
    this.schema.alterTable('attendees', (table) => {
      table.dropIndex(['event_id', 'check_revision'])
      table.dropColumn('check_revision')
    })
    this.schema.dropTable('check_in_revisions')
  }
}
