import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * `events.public_revision` changes whenever anything a visitor sees of the event may have changed,
 * kept by database triggers, so every writer — a management edit, an order's stock statement,
 * another API process, a manual fix in SQL — invalidates the public read's cache
 * (`api/app/services/public/public_event_cache.ts`, docs/ARCHITECTURE.md "The public read path")
 * without having to remember it.
 *
 * Bumped by: any update of the event; insert, update or delete of its event tickets, tag and venue
 * links and files; an update of a ticket, tag, venue or category it uses; a change of its
 * organizer's name, picture or role, or of that role's name.
 *
 * SQLite drops a table's triggers when knex rebuilds the table (some `alterTable` changes do):
 * `tests/functional/public/public_event_cache.spec.ts` checks they all exist after every migration.
 */
const EVENT_ROW_TABLES = ['event_tickets', 'event_tags', 'event_venues', 'assets'] as const

/** Shared rows and the events that use them (`:id` the changed row's id). */
const SHARED: { table: string; events: string; when?: string[] }[] = [
  {
    table: 'tickets',
    events: 'select event_id from event_tickets where ticket_id = :id',
  },
  { table: 'tags', events: 'select event_id from event_tags where tag_id = :id' },
  { table: 'venues', events: 'select event_id from event_venues where venue_id = :id' },
  { table: 'categories', events: 'select id from events where category_id = :id' },
  {
    table: 'users',
    events: 'select id from events where user_id = :id',
    when: ['name', 'profile_image', 'role_id'],
  },
  {
    table: 'roles',
    events: 'select e.id from events e join users u on u.id = e.user_id where u.role_id = :id',
    when: ['name'],
  },
]

export const PUBLIC_REVISION_TRIGGERS = [
  'events_public_revision',
  ...EVENT_ROW_TABLES.map((table) => `${table}_public_revision`),
  ...SHARED.map(({ table }) => `${table}_public_revision`),
]

const bump = (where: string) =>
  `update events set public_revision = public_revision + 1 where ${where};`

function changed(columns: string[] | undefined, dialect: 'sqlite' | 'pg'): string {
  if (!columns) return ''
  const distinct = dialect === 'pg' ? 'is distinct from' : 'is not'
  return columns.map((column) => `old.${column} ${distinct} new.${column}`).join(' or ')
}

export function sqliteTriggers(): string[] {
  const statements = [
    `create trigger events_public_revision after update on events
      when new.public_revision = old.public_revision
      begin ${bump('id = new.id')} end`,
  ]
  for (const table of EVENT_ROW_TABLES) {
    statements.push(
      `create trigger ${table}_public_revision_insert after insert on ${table}
        begin ${bump('id = new.event_id')} end`,
      `create trigger ${table}_public_revision after update on ${table}
        begin ${bump('id in (old.event_id, new.event_id)')} end`,
      `create trigger ${table}_public_revision_delete after delete on ${table}
        begin ${bump('id = old.event_id')} end`,
    )
  }
  for (const { table, events, when } of SHARED) {
    const condition = when ? `when ${changed(when, 'sqlite')}` : ''
    statements.push(
      `create trigger ${table}_public_revision after update on ${table} ${condition}
        begin ${bump(`id in (${events.replace(':id', 'new.id')})`)} end`,
    )
  }
  return statements
}

export function pgTriggers(): string[] {
  const statements = [
    `create function tessera_events_public_revision() returns trigger language plpgsql as $$
      begin
        if new.public_revision = old.public_revision then
          new.public_revision := old.public_revision + 1;
        end if;
        return new;
      end $$`,
    `create trigger events_public_revision before update on events
      for each row execute function tessera_events_public_revision()`,
    `create function tessera_event_row_public_revision() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${bump('id = old.event_id')} end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.event_id is distinct from old.event_id) then
          ${bump('id = new.event_id')}
        end if;
        return null;
      end $$`,
  ]
  for (const table of EVENT_ROW_TABLES) {
    statements.push(
      `create trigger ${table}_public_revision after insert or update or delete on ${table}
        for each row execute function tessera_event_row_public_revision()`,
    )
  }
  for (const { table, events, when } of SHARED) {
    statements.push(
      `create function tessera_${table}_public_revision() returns trigger language plpgsql as $$
        begin ${bump(`id in (${events.replace(':id', 'new.id')})`)} return null; end $$`,
      `create trigger ${table}_public_revision after update on ${table} for each row
        ${when ? `when (${changed(when, 'pg')})` : ''}
        execute function tessera_${table}_public_revision()`,
    )
  }
  return statements
}

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('events', (table) => {
      table.integer('public_revision').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      const statements = db.dialect.name === 'postgres' ? pgTriggers() : sqliteTriggers()
      for (const statement of statements) await db.rawQuery(statement)
    })
  }

  async down() {
    this.defer(async (db) => {
      const pg = db.dialect.name === 'postgres'
      const tables = ['events', ...EVENT_ROW_TABLES, ...SHARED.map(({ table }) => table)]
      for (const table of tables) {
        for (const suffix of pg ? [''] : ['', '_insert', '_delete']) {
          const name = `${table}_public_revision${suffix}`
          await db.rawQuery(
            pg ? `drop trigger if exists ${name} on ${table}` : `drop trigger if exists ${name}`,
          )
        }
      }
      if (pg) {
        const functions = ['events', 'event_row', ...SHARED.map(({ table }) => table)]
        for (const name of functions)
          await db.rawQuery(`drop function if exists tessera_${name}_public_revision()`)
      }
    })
    this.schema.alterTable('events', (table) => {
      table.dropColumn('public_revision')
    })
  }
}
