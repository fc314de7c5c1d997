import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * The database triggers that keep the public pages' revisions, built from a declaration of what
 * those pages read (`app/services/public/public_sources.ts`; docs/STYLE.md "Adding something the
 * public pages show"). A migration passes the declaration as it stands at that point (a frozen
 * copy) to `replacePublicRevisionTriggers`, which drops every trigger and function of the declared
 * revisions and creates the derived ones, on SQLite and PostgreSQL.
 */

/** Where a revision is kept. */
export type RevisionTarget =
  /** A column of the page's own row (`events.public_revision`, by `events.id`). */
  | { kind: 'column'; table: string; column: string; key: string }
  /**
   * A counter table keyed by the id of `keyTable` (`organizer_public_revisions.revision` by
   * `user_id`); no row means 0. Rows are added in key order (PostgreSQL locks them in that order,
   * so two writers that bump several keys cannot deadlock).
   */
  | { kind: 'counter'; table: string; column: string; key: string; keyTable: string }

/** How a changed row finds the keys of the revisions it moves. */
export type RowKeys =
  /** The row is the revision's own row (`events` for `events.public_revision`). */
  | { own: true }
  /** A column of the row holds the key (`event_tickets.event_id`, `events.user_id`). */
  | { column: string }
  /** A select of the keys; `:row` stands for the changed row (`old` or `new`). */
  | { select: string }

export type PublicSource = {
  table: string
  /** Every column of the table a public page or list reads (selects, joins on, filters on). */
  columns: readonly string[]
  /**
   * `rows`: inserting or deleting a row changes the page too (the event's tickets, links, files);
   * `updates`: only an update does (shared rows, reached through a link that has its own trigger).
   */
  changes: 'rows' | 'updates'
  keys: RowKeys
}

export type PublicRevision = {
  /** Trigger names end in it: `{table}_{name}`, `{table}_{name}_insert`, …; functions `tessera_{table}_{name}`. */
  name: string
  target: RevisionTarget
  sources: readonly PublicSource[]
}

export type Dialect = 'sqlite' | 'pg'

/** A derived trigger: its name, its table and the statements that create it (and its function). */
export type DerivedTrigger = {
  name: string
  table: string
  /** PostgreSQL: the function it executes. */
  fn?: string
  /** PostgreSQL: the function's body (between `$$`). */
  body?: string
  /** The columns an update must set for it to fire; null: any (inserts, deletes). */
  columns: readonly string[] | null
  statements: string[]
}

/** `table.column` of PostgreSQL `json` columns: they have no `=`, so they are compared as text. */
export type JsonColumns = ReadonlySet<string>

function changed(source: PublicSource, dialect: Dialect, json: JsonColumns): string {
  const distinct = dialect === 'pg' ? 'is distinct from' : 'is not'
  return source.columns
    .map((column) =>
      dialect === 'pg' && json.has(`${source.table}.${column}`)
        ? `old.${column}::text ${distinct} new.${column}::text`
        : `old.${column} ${distinct} new.${column}`,
    )
    .join(' or ')
}

/** The condition on the target's key that picks the keys of `rows` (`old`, `new` or both). */
function keysOf(keys: RowKeys, rows: readonly ('old' | 'new')[]): string {
  if ('own' in keys) throw new Error('an own row has no keys to look up')
  if ('column' in keys) {
    const values = rows.map((row) => `${row}.${keys.column}`)
    return values.length === 1 ? `= ${values[0]}` : `in (${values.join(', ')})`
  }
  return `in (${rows.map((row) => keys.select.replaceAll(':row', row)).join(' union ')})`
}

function bump(target: RevisionTarget, keys: RowKeys, rows: readonly ('old' | 'new')[]): string {
  const condition = keysOf(keys, rows)
  if (target.kind === 'column')
    return `update ${target.table} set ${target.column} = ${target.column} + 1 where ${target.key} ${condition};`
  const { table, column, key, keyTable } = target
  return `insert into ${table} (${key}, ${column})
      select ${keyTable}.id, 1 from ${keyTable} where ${keyTable}.id ${condition} order by 1
      on conflict (${key}) do update set ${column} = ${table}.${column} + 1;`
}

function sqliteTriggers(revision: PublicRevision, source: PublicSource): DerivedTrigger[] {
  const { target, name } = revision
  const { table, keys, columns } = source
  const base = `${table}_${name}`
  const onUpdate = `after update of ${columns.join(', ')} on ${table}`
  const when = changed(source, 'sqlite', new Set())
  const trigger = (suffix: string, watched: readonly string[] | null, sql: string) => ({
    name: base + suffix,
    table,
    columns: watched,
    statements: [sql],
  })
  if ('own' in keys) {
    if (target.kind !== 'column' || target.table !== table)
      throw new Error(`${table} is not the row of revision ${name}`)
    return [
      trigger(
        '',
        columns,
        `create trigger ${base} ${onUpdate}
      when new.${target.column} = old.${target.column} and (${when})
      begin update ${table} set ${target.column} = ${target.column} + 1 where ${target.key} = new.${target.key}; end`,
      ),
    ]
  }
  const updated = trigger(
    '',
    columns,
    `create trigger ${base} ${onUpdate} when ${when}
      begin ${bump(target, keys, source.changes === 'rows' ? ['old', 'new'] : ['new'])} end`,
  )
  if (source.changes === 'updates') return [updated]
  return [
    trigger(
      '_insert',
      null,
      `create trigger ${base}_insert after insert on ${table}
      begin ${bump(target, keys, ['new'])} end`,
    ),
    updated,
    trigger(
      '_delete',
      null,
      `create trigger ${base}_delete after delete on ${table}
      begin ${bump(target, keys, ['old'])} end`,
    ),
  ]
}

function pgTriggers(
  revision: PublicRevision,
  source: PublicSource,
  json: JsonColumns,
): DerivedTrigger[] {
  const { target, name } = revision
  const { table, keys, columns } = source
  const base = `${table}_${name}`
  const fn = `tessera_${base}`
  const onUpdate = `update of ${columns.join(', ')} on ${table} for each row`
  const when = changed(source, 'pg', json)
  const create = (body: string) =>
    `create function ${fn}() returns trigger language plpgsql as $$${body}$$`
  if ('own' in keys) {
    if (target.kind !== 'column' || target.table !== table)
      throw new Error(`${table} is not the row of revision ${name}`)
    const body = `
      begin
        if new.${target.column} = old.${target.column} then
          new.${target.column} := old.${target.column} + 1;
        end if;
        return new;
      end `
    return [
      {
        name: base,
        table,
        fn,
        body,
        columns,
        statements: [
          create(body),
          `create trigger ${base} before ${onUpdate} when (${when}) execute function ${fn}()`,
        ],
      },
    ]
  }
  const body =
    source.changes === 'updates'
      ? `
      begin ${bump(target, keys, ['new'])} return null; end `
      : `
      begin
        if tg_op = 'INSERT' then ${bump(target, keys, ['new'])}
        elsif tg_op = 'DELETE' then ${bump(target, keys, ['old'])}
        else ${bump(target, keys, ['old', 'new'])}
        end if;
        return null;
      end `
  const updated: DerivedTrigger = {
    name: base,
    table,
    fn,
    body,
    columns,
    statements: [
      create(body),
      `create trigger ${base} after ${onUpdate} when (${when}) execute function ${fn}()`,
    ],
  }
  if (source.changes === 'updates') return [updated]
  return [
    updated,
    {
      name: `${base}_insert_delete`,
      table,
      fn,
      body,
      columns: null,
      statements: [
        `create trigger ${base}_insert_delete after insert or delete on ${table}
      for each row execute function ${fn}()`,
      ],
    },
  ]
}

/** The triggers `revisions` derive to, in creation order (PostgreSQL: each function before its triggers). */
export function derivedTriggers(
  revisions: readonly PublicRevision[],
  dialect: Dialect,
  json: JsonColumns = new Set(),
): DerivedTrigger[] {
  return revisions.flatMap((revision) =>
    revision.sources.flatMap((source) =>
      dialect === 'pg' ? pgTriggers(revision, source, json) : sqliteTriggers(revision, source),
    ),
  )
}

export const dialectOf = (db: QueryClientContract): Dialect =>
  db.dialect.name === 'postgres' ? 'pg' : 'sqlite'

/** PostgreSQL's `json` columns of the declared tables (`table.column`); none on SQLite. */
export async function jsonColumnsOf(
  db: QueryClientContract,
  revisions: readonly PublicRevision[],
): Promise<JsonColumns> {
  if (dialectOf(db) !== 'pg') return new Set()
  const tables = [...new Set(revisions.flatMap((r) => r.sources.map((s) => s.table)))]
  const { rows } = await db.rawQuery(
    `select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type = 'json'
      and table_name in (${tables.map(() => '?').join(', ')})`,
    tables,
  )
  return new Set(
    (rows as { table_name: string; column_name: string }[]).map(
      (row) => `${row.table_name}.${row.column_name}`,
    ),
  )
}

const likeName = (name: string) => name.replaceAll('_', '\\_')

/** The triggers in the database that belong to `revisions` (by the name pattern), with their table. */
export async function existingTriggers(
  db: QueryClientContract,
  revisions: readonly PublicRevision[],
): Promise<{ name: string; table: string }[]> {
  const patterns = revisions.flatMap(({ name }) => [
    `%\\_${likeName(name)}`,
    `%\\_${likeName(name)}\\_%`,
  ])
  const like = (column: string) => patterns.map(() => `${column} like ? escape '\\'`).join(' or ')
  if (dialectOf(db) === 'pg') {
    const { rows } = await db.rawQuery(
      `select t.tgname as name, c.relname as "table" from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        where not t.tgisinternal and (${like('t.tgname')}) order by 1`,
      patterns,
    )
    return rows
  }
  return db.rawQuery(
    `select name, tbl_name as "table" from sqlite_master
      where type = 'trigger' and (${like('name')}) order by 1`,
    patterns,
  )
}

/** Drops every trigger (and PostgreSQL function) of `revisions`, whatever created it. */
export async function dropPublicRevisionTriggers(
  db: QueryClientContract,
  revisions: readonly PublicRevision[],
): Promise<void> {
  const pg = dialectOf(db) === 'pg'
  for (const { name, table } of await existingTriggers(db, revisions))
    await db.rawQuery(pg ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`)
  if (!pg) return
  for (const revision of revisions) {
    const { rows } = await db.rawQuery(
      `select proname from pg_proc where pronamespace = current_schema()::regnamespace
        and proname like ? escape '\\'`,
      [`tessera\\_%\\_${likeName(revision.name)}`],
    )
    for (const { proname } of rows as { proname: string }[])
      await db.rawQuery(`drop function ${proname}()`)
  }
}

/** Creates the triggers `revisions` derive to (none of their names may exist). */
export async function createPublicRevisionTriggers(
  db: QueryClientContract,
  revisions: readonly PublicRevision[],
): Promise<void> {
  const json = await jsonColumnsOf(db, revisions)
  for (const trigger of derivedTriggers(revisions, dialectOf(db), json))
    for (const statement of trigger.statements) await db.rawQuery(statement)
}

/**
 * What a migration that changes the declaration runs (in its transaction, so writers see either
 * the old triggers or the new ones): every trigger of the revisions dropped, the derived ones
 * created. Revisions keep their values.
 */
export async function replacePublicRevisionTriggers(
  db: QueryClientContract,
  revisions: readonly PublicRevision[],
): Promise<void> {
  await dropPublicRevisionTriggers(db, revisions)
  await createPublicRevisionTriggers(db, revisions)
}
