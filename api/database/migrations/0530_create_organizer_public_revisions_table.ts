import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `organizer_public_revisions.revision` changes whenever anything the public collection or
 * calendar of an organizer shows may have changed (docs/ARCHITECTURE.md "The public collection and
 * calendar"), kept by database triggers in the writer's own transaction, so every writer — a
 * management edit, another API process, a manual fix in SQL — invalidates every process's cached
 * lists (`api/app/services/public/organizer_events_cache.ts`) without having to remember it.
 * No row means revision 0.
 *
 * Bumped by: an organizer's event inserted or deleted, or updated in a column the lists show or
 * filter on (not `booked_quantity`: an order never touches this row, so bookings neither wait on it
 * nor empty the cache); a tag or venue link of such an event; an update of a tag, venue or
 * category one uses; the organizer's name or picture.
 *
 * SQLite drops a table's triggers when knex rebuilds the table (some `alterTable` changes do):
 * `tests/functional/public/organizer_events_cache.spec.ts` checks they all exist.
 */
export const ORGANIZER_REVISION_TRIGGERS = {
  sqlite: [
    'events_organizer_revision',
    'events_organizer_revision_insert',
    'events_organizer_revision_delete',
    'event_tags_organizer_revision',
    'event_tags_organizer_revision_insert',
    'event_tags_organizer_revision_delete',
    'event_venues_organizer_revision',
    'event_venues_organizer_revision_insert',
    'event_venues_organizer_revision_delete',
    'tags_organizer_revision',
    'venues_organizer_revision',
    'categories_organizer_revision',
    'users_organizer_revision',
  ],
  pg: [
    'events_organizer_revision',
    'events_organizer_revision_insert_delete',
    'event_tags_organizer_revision',
    'event_venues_organizer_revision',
    'tags_organizer_revision',
    'venues_organizer_revision',
    'categories_organizer_revision',
    'users_organizer_revision',
  ],
}

/** The columns of `events` the public lists show or filter on. */
const EVENT_COLUMNS = [
  'user_id',
  'status',
  'show_on_collection',
  'show_on_calendar',
  'hash_code',
  'name',
  'description',
  'start_at',
  'end_at',
  'timezone',
  'event_type',
  'virtual_link',
  'hero_image',
  'category_id',
]

/** Shared rows and the organizers whose events use them (`:id` the changed row's id). */
const SHARED: { table: string; organizers: string; columns: string[] }[] = [
  {
    table: 'tags',
    organizers:
      'select distinct e.user_id, 1 from event_tags x join events e on e.id = x.event_id where x.tag_id = :id',
    columns: ['name', 'color'],
  },
  {
    table: 'venues',
    organizers:
      'select distinct e.user_id, 1 from event_venues x join events e on e.id = x.event_id where x.venue_id = :id',
    columns: ['name', 'address_name', 'city', 'country', 'postal_code'],
  },
  {
    table: 'categories',
    organizers: 'select distinct e.user_id, 1 from events e where e.category_id = :id',
    columns: ['name'],
  },
  {
    table: 'users',
    organizers: 'select u.id, 1 from users u where u.id = :id',
    columns: ['name', 'profile_image'],
  },
]

const LINK_TABLES = ['event_tags', 'event_venues'] as const

/**
 * Adds one to the revision of each organizer `rows` selects (`user_id, 1`; a select with a
 * `where`, which SQLite needs before an upsert), in organizer order (PostgreSQL locks the rows in
 * that order, so two writers bumping several organizers cannot deadlock).
 */
const bump = (rows: string) =>
  `insert into organizer_public_revisions (user_id, revision) ${rows} order by 1
    on conflict (user_id) do update set revision = organizer_public_revisions.revision + 1;`

const ofEvent = (row: 'new' | 'old') =>
  bump(`select e.user_id, 1 from events e where e.id = ${row}.event_id`)

function changed(columns: string[], dialect: 'sqlite' | 'pg'): string {
  const distinct = dialect === 'pg' ? 'is distinct from' : 'is not'
  return columns.map((column) => `old.${column} ${distinct} new.${column}`).join(' or ')
}

export function sqliteTriggers(): string[] {
  const statements = [
    `create trigger events_organizer_revision after update of ${EVENT_COLUMNS.join(', ')}
      on events when ${changed(EVENT_COLUMNS, 'sqlite')}
      begin
        ${bump('select new.user_id, 1 where true')}
        ${bump('select old.user_id, 1 where old.user_id is not new.user_id')}
      end`,
    `create trigger events_organizer_revision_insert after insert on events
      begin ${bump('select new.user_id, 1 where true')} end`,
    `create trigger events_organizer_revision_delete after delete on events
      begin ${bump('select old.user_id, 1 where true')} end`,
  ]
  for (const table of LINK_TABLES) {
    statements.push(
      `create trigger ${table}_organizer_revision_insert after insert on ${table}
        begin ${ofEvent('new')} end`,
      `create trigger ${table}_organizer_revision after update on ${table}
        begin ${ofEvent('old')} ${ofEvent('new')} end`,
      `create trigger ${table}_organizer_revision_delete after delete on ${table}
        begin ${ofEvent('old')} end`,
    )
  }
  for (const { table, organizers, columns } of SHARED) {
    statements.push(
      `create trigger ${table}_organizer_revision after update on ${table}
        when ${changed(columns, 'sqlite')}
        begin ${bump(organizers.replace(':id', 'new.id'))} end`,
    )
  }
  return statements
}

export function pgTriggers(): string[] {
  const statements = [
    `create function tessera_events_organizer_revision() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bump('select old.user_id, 1 where true')} end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.user_id is distinct from old.user_id) then
          ${bump('select new.user_id, 1 where true')}
        end if;
        return null;
      end $$`,
    `create trigger events_organizer_revision after update of ${EVENT_COLUMNS.join(', ')}
      on events for each row when (${changed(EVENT_COLUMNS, 'pg')})
      execute function tessera_events_organizer_revision()`,
    `create trigger events_organizer_revision_insert_delete after insert or delete on events
      for each row execute function tessera_events_organizer_revision()`,
    `create function tessera_event_link_organizer_revision() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${ofEvent('old')} end if;
        if tg_op <> 'DELETE' then ${ofEvent('new')} end if;
        return null;
      end $$`,
  ]
  for (const table of LINK_TABLES) {
    statements.push(
      `create trigger ${table}_organizer_revision after insert or update or delete on ${table}
        for each row execute function tessera_event_link_organizer_revision()`,
    )
  }
  for (const { table, organizers, columns } of SHARED) {
    statements.push(
      `create function tessera_${table}_organizer_revision() returns trigger language plpgsql as $$
        begin ${bump(organizers.replace(':id', 'new.id'))} return null; end $$`,
      `create trigger ${table}_organizer_revision after update on ${table} for each row
        when (${changed(columns, 'pg')})
        execute function tessera_${table}_organizer_revision()`,
    )
  }
  return statements
}

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('organizer_public_revisions', (table) => {
      table
        .integer('user_id')
        .unsigned()
        .primary()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.bigInteger('revision').notNullable()
    })
    this.defer(async (db) => {
      const statements = db.dialect.name === 'postgres' ? pgTriggers() : sqliteTriggers()
      for (const statement of statements) await db.rawQuery(statement)
    })
  }

  async down() {
    this.defer(async (db) => {
      const pg = db.dialect.name === 'postgres'
      const tables: Record<string, string> = {
        events_organizer_revision: 'events',
        events_organizer_revision_insert: 'events',
        events_organizer_revision_delete: 'events',
        events_organizer_revision_insert_delete: 'events',
      }
      for (const name of ORGANIZER_REVISION_TRIGGERS[pg ? 'pg' : 'sqlite']) {
        const table = tables[name] ?? name.replace(/_organizer_revision.*$/, '')
        await db.rawQuery(
          pg ? `drop trigger if exists ${name} on ${table}` : `drop trigger if exists ${name}`,
        )
      }
      if (pg) {
        const functions = ['events', 'event_link', ...SHARED.map(({ table }) => table)]
        for (const name of functions)
          await db.rawQuery(`drop function if exists tessera_${name}_organizer_revision()`)
      }
    })
    this.schema.dropTable('organizer_public_revisions')
  }
}
