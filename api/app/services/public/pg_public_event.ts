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

/** Tickets, tags, venues and files as JSON arrays beside the event's columns. */
const AGGREGATES = `
  (select json_agg(row_to_json(k) order by k.id)
    from (select ${TICKET_COLUMNS} ${TICKET_FROM} where et.event_id = e.id) k) as tickets,
  (select json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color)
      order by g.name, g.id)
    from event_tags x join tags g on g.id = x.tag_id where x.event_id = e.id) as tags,
  (select json_agg(json_build_object('id', v.id, 'name', v.name, 'address_name', v.address_name,
      'city', v.city, 'country', v.country, 'postal_code', v.postal_code, 'lat', v.lat,
      'long', v.long) order by v.id)
    from event_venues x join venues v on v.id = x.venue_id where x.event_id = e.id) as venues,
  (select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'path', a.path,
      'mime_type', a.mime_type, 'size', a.size, 'original_name', a.original_name)
      order by a.position, a.id)
    from assets a where a.event_id = e.id) as assets`

const SELECT = `select ${EVENT_COLUMNS}, ${AGGREGATES} ${EVENT_FROM}`

/**
 * The public read on PostgreSQL, bypassing the ORM: one query, the event's rows aggregated as
 * JSON (one round trip; `json_agg` keeps the order its `order by` names).
 */
export async function pgPublicEventRows(
  client: QueryClientContract,
  key: EventKey,
): Promise<PublicEventRows | null> {
  const result =
    'code' in key
      ? await client.rawQuery(`${SELECT} ${PUBLISHED_WHERE}`, {
          code: key.code,
          id: idOfCode(key.code),
        })
      : await client.rawQuery(`${SELECT} ${PREVIEW_WHERE}`, { id: key.id })
  const row = result.rows[0] as Record<string, unknown> | undefined
  if (!row) return null
  const { tickets, tags, venues, assets, ...event } = row
  return {
    event: event as EventRow,
    tickets: jsonOf(tickets, []),
    tags: jsonOf(tags, []),
    venues: jsonOf(venues, []),
    assets: jsonOf(assets, []),
  }
}
