import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import {
  derivedTriggers,
  dialectOf,
  existingTriggers,
  jsonColumnsOf,
  type PublicRevision,
} from '#database/public_revision_triggers'
import { PUBLIC_REVISIONS } from '#services/public/public_sources'
import { publishedRevision, readPublishedEvent } from '#services/public/public_event_reader'
import { readListing, readListingOrganizer } from '#services/public/organizer_listing_reader'
import { defaultCollectionQuery, type ListingQuery } from '#services/public/organizer_listing_query'
import { statementsOf, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from './fixtures.js'
import { fullListedEvent, listingOrganizer } from './listing_fixtures.js'

/**
 * The declaration of what the public pages read (`app/services/public/public_sources.ts`) against
 * the real reads and the database's triggers: every column a public read selects, joins or
 * filters on is declared for the revision its cache checks, nothing else is, and the triggers in
 * the database are exactly the ones the declaration derives.
 */

type Schema = Map<string, Set<string>>

/** Every table of the database and its columns. */
async function schemaOf(): Promise<Schema> {
  const schema: Schema = new Map()
  if (dialectOf(db.connection()) === 'pg') {
    const { rows } = await db.rawQuery(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema()`,
    )
    for (const row of rows as { table_name: string; column_name: string }[])
      schema.set(row.table_name, (schema.get(row.table_name) ?? new Set()).add(row.column_name))
    return schema
  }
  const tables = await db.from('sqlite_master').where('type', 'table').select('name')
  for (const { name } of tables as { name: string }[]) {
    const columns = await db.rawQuery(`select name from pragma_table_info(?)`, [name])
    schema.set(name, new Set((columns as { name: string }[]).map((column) => column.name)))
  }
  return schema
}

const KEYWORDS = new Set(
  'where on join left inner outer cross order group limit and or union select as using'.split(' '),
)

/**
 * The `table.column`s one statement reads: references `alias.column` resolved through its
 * `from`/`join` clauses (an alias used twice stands for each of its tables that has the column),
 * `alias.*` as every column, and bare names that are a column of a table it reads. A qualifier
 * that is neither a table's alias nor a subquery's is an error, so a read this parser does not
 * understand fails the test instead of passing unseen.
 */
export function columnsRead(sql: string, schema: Schema): Set<string> {
  const text = sql.replace(/'(?:[^']|'')*'/g, "''").toLowerCase()
  const aliases = new Map<string, Set<string>>()
  const alias = (name: string, table: string) =>
    aliases.set(name, (aliases.get(name) ?? new Set()).add(table))
  for (const [, table, name] of text.matchAll(
    /\b(?:from|join)\s+([a-z_]\w*)(?:\s+(?:as\s+)?([a-z_]\w*))?/g,
  )) {
    if (!schema.has(table!)) throw new Error(`unknown table ${table} in: ${sql}`)
    alias(table!, table!)
    if (name && !KEYWORDS.has(name)) alias(name, table!)
  }
  const subqueries = new Set(
    [...text.matchAll(/\)\s+(?:as\s+)?([a-z_]\w*)/g)].map(([, name]) => name!),
  )
  const read = new Set<string>()
  for (const [, qualifier, column] of text.matchAll(/\b([a-z_]\w*)\.([a-z_]\w*|\*)/g)) {
    const tables = aliases.get(qualifier!)
    if (!tables) {
      if (subqueries.has(qualifier!)) continue
      throw new Error(`unknown qualifier ${qualifier} in: ${sql}`)
    }
    for (const table of tables) {
      const columns = schema.get(table)!
      if (column === '*') for (const each of columns) read.add(`${table}.${each}`)
      else if (columns.has(column!)) read.add(`${table}.${column}`)
    }
  }
  const tables = [...new Set([...aliases.values()].flatMap((set) => [...set]))]
  for (const [, name] of text.matchAll(/(?<![.\w:$])(?<!\bas\s+)([a-z_]\w*)(?![.\w(])/g)) {
    for (const table of tables) if (schema.get(table)!.has(name!)) read.add(`${table}.${name}`)
  }
  if (/\bselect\s+\*/.test(text))
    for (const table of tables) for (const each of schema.get(table)!) read.add(`${table}.${each}`)
  return read
}

/** What a revision's declaration covers (its own column or table counts as covered). */
function declared(revision: PublicRevision): Set<string> {
  return new Set(
    revision.sources.flatMap((source) =>
      source.columns.map((column) => `${source.table}.${column}`),
    ),
  )
}

function isTarget(revision: PublicRevision, column: string): boolean {
  const { target } = revision
  return target.kind === 'column'
    ? column === `${target.table}.${target.column}`
    : column.startsWith(`${target.table}.`)
}

const revision = (name: string) => PUBLIC_REVISIONS.find((each) => each.name === name)!

/** Every public read behind a cache, by the revision that cache checks. */
const READS: Record<string, () => Promise<unknown>> = {
  async public_revision() {
    const { event } = await publishedEvent('public')
    const now = new Date()
    return statementsOf(async () => {
      await publishedRevision(event.hashCode)
      await readPublishedEvent(event.hashCode, now)
    })
  },
  async organizer_revision() {
    const organizer = await listingOrganizer()
    const start = DateTime.utc().plus({ days: 10 }).startOf('hour')
    await fullListedEvent(organizer, {
      name: 'Listed event',
      start: start.toFormat('yyyy-MM-dd HH:mm:ss'),
      zone: 'UTC',
    })
    const now = new Date()
    const wall = (at: DateTime) => at.toFormat('yyyy-MM-dd HH:mm:ss')
    const queries: ListingQuery[] = [
      defaultCollectionQuery(),
      {
        ...defaultCollectionQuery(),
        search: 'listed',
        range: [wall(start.minus({ days: 1 })), wall(start.plus({ days: 1 }))],
        types: ['physical'],
        statuses: ['public'],
        upcoming: true,
      },
      {
        kind: 'calendar',
        range: [wall(start.minus({ days: 20 })), wall(start.plus({ days: 20 }))],
      },
      {
        kind: 'calendar',
        range: [start.minus({ days: 20 }).toISO()!, start.plus({ days: 20 }).toISO()!],
      },
    ]
    return statementsOf(async () => {
      const found = (await readListingOrganizer(organizer.uuid))!
      for (const query of queries) {
        const { listing } = await readListing(found, query, now)
        if (listing.events.length !== 1)
          throw new Error(`no event listed for ${JSON.stringify(query)}`)
      }
    })
  },
}

/** A trigger as the database has it, in a form both the database and the declaration give. */
type TriggerShape = { table: string; definition: string; fn?: string; body?: string }

const normal = (sql: string) => sql.replace(/\s+/g, ' ').trim().toLowerCase()

async function triggersInDatabase(): Promise<Map<string, TriggerShape>> {
  const client = db.connection()
  const names = await existingTriggers(client, PUBLIC_REVISIONS)
  const shapes = new Map<string, TriggerShape>()
  if (dialectOf(client) === 'sqlite') {
    for (const { name, table } of names) {
      const [row] = await db.from('sqlite_master').where({ type: 'trigger', name }).select('sql')
      shapes.set(name, { table, definition: normal(row.sql) })
    }
    return shapes
  }
  const { rows } = await db.rawQuery(
    `select t.tgname as name, c.relname as "table", p.proname as fn, p.prosrc as body,
        pg_get_triggerdef(t.oid) as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where t.tgname in (${names.map(() => '?').join(', ') || "''"})`,
    names.map(({ name }) => name),
  )
  for (const row of rows as (TriggerShape & { name: string })[])
    shapes.set(row.name, {
      table: row.table,
      // What fires it and on which columns (PostgreSQL words the WHEN its own way).
      definition: pgHead(row.definition),
      fn: row.fn,
      body: normal(row.body!),
    })
  return shapes
}

/** `before update of a, b` / `after insert or delete` of a PostgreSQL trigger's definition (unquoted). */
const pgHead = (definition: string) =>
  normal(definition)
    .replaceAll('"', '')
    .replace(/^create trigger \w+ /, '')
    .replace(/ on (public\.)?\w+ .*$/, '')

async function derivedShapes(): Promise<Map<string, TriggerShape>> {
  const client = db.connection()
  const dialect = dialectOf(client)
  const json = await jsonColumnsOf(client, PUBLIC_REVISIONS)
  const shapes = new Map<string, TriggerShape>()
  for (const trigger of derivedTriggers(PUBLIC_REVISIONS, dialect, json)) {
    const create = trigger.statements.find((statement) => /^create trigger/i.test(statement))!
    shapes.set(
      trigger.name,
      dialect === 'sqlite'
        ? { table: trigger.table, definition: normal(create) }
        : {
            table: trigger.table,
            definition: pgHead(create),
            fn: trigger.fn,
            body: normal(trigger.body!),
          },
    )
  }
  return shapes
}

test.group('Public sources (what the public pages read and the triggers it derives)', (group) => {
  useAccountsFixtures(group)

  for (const name of Object.keys(READS)) {
    test(`every column the ${name} caches read is declared, and nothing else`, async ({
      assert,
    }) => {
      const schema = await schemaOf()
      const statements = (await READS[name]!()) as string[]
      assert.isAbove(statements.length, 0)
      const of = revision(name)
      const read = new Set(
        statements
          .flatMap((sql) => [...columnsRead(sql, schema)])
          .filter((column) => !isTarget(of, column)),
      )
      const covered = declared(of)
      const undeclared = [...read].filter((column) => !covered.has(column)).sort()
      const unread = [...covered].filter((column) => !read.has(column)).sort()
      assert.deepEqual(
        { undeclared, unread },
        { undeclared: [], unread: [] },
        `declare in app/services/public/public_sources.ts (revision ${name}) what a public page reads`,
      )
    })
  }

  test('the triggers in the database are the ones the declaration derives', async ({ assert }) => {
    const [present, derived] = await Promise.all([triggersInDatabase(), derivedShapes()])
    const missing = [...derived.keys()].filter((name) => !present.has(name)).sort()
    const extra = [...present.keys()].filter((name) => !derived.has(name)).sort()
    const differing = [...derived.keys()]
      .filter((name) => present.has(name))
      .filter((name) => JSON.stringify(present.get(name)) !== JSON.stringify(derived.get(name)))
      .sort()
    assert.deepEqual(
      { missing, extra, differing },
      { missing: [], extra: [], differing: [] },
      'the database runs other public revision triggers than app/services/public/public_sources.ts derives: add a migration that replaces them (database/public_revision_triggers.ts)',
    )
  })

  test('the parser resolves aliases, subqueries and bare columns, and refuses what it cannot read', async ({
    assert,
  }) => {
    const schema = await schemaOf()
    assert.sameMembers(
      [
        ...columnsRead(
          `select e.name, (select json_group_array(json_object('name', g.name)) from event_tags x
            join tags g on g.id = x.tag_id where x.event_id = e.id) as tags
            from events e where status = :status`,
          schema,
        ),
      ],
      [
        'events.name',
        'events.id',
        'events.status',
        'tags.name',
        'tags.id',
        'event_tags.tag_id',
        'event_tags.event_id',
      ],
    )
    assert.throws(() => columnsRead('select s.name from events e', schema), /unknown qualifier s/)
  })
})
