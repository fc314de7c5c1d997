import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  EVENT_COLUMNS,
  EVENT_FROM,
  PREVIEW_WHERE,
  PUBLISHED_WHERE,
  TICKET_COLUMNS,
  TICKET_FROM,
  idOfCode,
} from '#services/public/public_event_sql'
import type { EventKey, EventRow, PublicEventRows } from '#services/public/public_event_rows'
import { jsonOf } from '#services/public/public_event_rows'

type Statement = { get(params: object): unknown; all(params: object): unknown[] }
type Connection = { prepare(sql: string): Statement }
type Statements = { published: Statement; preview: Statement; tickets: Statement; rest: Statement }

/** Tags, venues and files of an event in one row of three JSON arrays. */
const REST_SQL = `select
  (select json_group_array(json_object('id', g.id, 'name', g.name, 'color', g.color)
      order by g.name, g.id)
    from event_tags x join tags g on g.id = x.tag_id where x.event_id = :event) as tags,
  (select json_group_array(json_object('id', v.id, 'name', v.name, 'address_name', v.address_name,
      'city', v.city, 'country', v.country, 'postal_code', v.postal_code, 'lat', v.lat,
      'long', v.long) order by v.id)
    from event_venues x join venues v on v.id = x.venue_id where x.event_id = :event) as venues,
  (select json_group_array(json_object('id', a.id, 'kind', a.kind, 'path', a.path,
      'mime_type', a.mime_type, 'size', a.size, 'original_name', a.original_name)
      order by a.position, a.id)
    from assets a where a.event_id = :event) as assets`

/**
 * Statements prepared once per better-sqlite3 connection (a connection lives as long as the pool
 * keeps it; a WeakMap lets a closed one go).
 */
const prepared = new WeakMap<Connection, Statements>()

function statementsOf(connection: Connection): Statements {
  let statements = prepared.get(connection)
  if (!statements) {
    const event = `select ${EVENT_COLUMNS} ${EVENT_FROM}`
    statements = {
      published: connection.prepare(`${event} ${PUBLISHED_WHERE}`),
      preview: connection.prepare(`${event} ${PREVIEW_WHERE}`),
      tickets: connection.prepare(
        `select ${TICKET_COLUMNS} ${TICKET_FROM} where et.event_id = :event order by et.id`,
      ),
      rest: connection.prepare(REST_SQL),
    }
    prepared.set(connection, statements)
  }
  return statements
}

function readRows(statements: Statements, key: EventKey): PublicEventRows | null {
  const event = (
    'code' in key
      ? statements.published.get({ code: key.code, id: idOfCode(key.code) })
      : statements.preview.get({ id: key.id })
  ) as EventRow | undefined
  if (!event) return null
  const rest = statements.rest.get({ event: event.id }) as Record<string, string>
  return {
    event,
    tickets: statements.tickets.all({ event: event.id }) as PublicEventRows['tickets'],
    tags: jsonOf(rest.tags, []),
    venues: jsonOf(rest.venues, []),
    assets: jsonOf(rest.assets, []),
  }
}

/**
 * The public read on SQLite, bypassing the ORM: three prepared statements run synchronously on
 * the connection knex hands out (inside a transaction, the transaction's own), then given back.
 */
export async function sqlitePublicEventRows(
  client: QueryClientContract,
  key: EventKey,
): Promise<PublicEventRows | null> {
  const knexClient = client.getReadClient().client
  const connection = (await knexClient.acquireConnection()) as Connection
  try {
    return readRows(statementsOf(connection), key)
  } finally {
    await knexClient.releaseConnection(connection)
  }
}
