import { readDirectly } from '#lib/direct_reads'
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

const EVENT_SQL = `select ${EVENT_COLUMNS} ${EVENT_FROM}`
const TICKETS_SQL = `select ${TICKET_COLUMNS} ${TICKET_FROM} where et.event_id = :event order by et.id`

/**
 * The public read on SQLite, bypassing the ORM: three statements sent straight to better-sqlite3
 * by `readDirectly` (each prepared once per connection and reused, `app/lib/statement_cache.ts`),
 * with named parameters.
 */
export async function sqlitePublicEventRows(key: EventKey): Promise<PublicEventRows | null> {
  return readDirectly(async (select) => {
    const [event] = (
      'code' in key
        ? await select(`${EVENT_SQL} ${PUBLISHED_WHERE}`, [
            { code: key.code, id: idOfCode(key.code) },
          ])
        : await select(`${EVENT_SQL} ${PREVIEW_WHERE}`, [{ id: key.id }])
    ) as EventRow[]
    if (!event) return null
    const byEvent = [{ event: event.id }]
    const [rest] = (await select(REST_SQL, byEvent)) as Record<string, string>[]
    return {
      event,
      tickets: (await select(TICKETS_SQL, byEvent)) as PublicEventRows['tickets'],
      tags: jsonOf(rest!.tags, []),
      venues: jsonOf(rest!.venues, []),
      assets: jsonOf(rest!.assets, []),
    }
  })
}
