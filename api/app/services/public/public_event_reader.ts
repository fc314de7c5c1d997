import db from '@adonisjs/lucid/services/db'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { pgPublicEventRows } from '#services/public/pg_public_event'
import type { EventKey } from '#services/public/public_event_rows'
import { publicEventView } from '#services/public/public_event_view'
import { sqlitePublicEventRows } from '#services/public/sqlite_public_event'

/**
 * The public read (docs/ARCHITECTURE.md "The public read path"): what a visitor may see of an
 * event, read without the ORM (prepared statements on SQLite, one query on PostgreSQL) and built
 * as `PublicEvent`. Used by `GET /public/events/{code}`, the preview and the server-rendered page.
 */
async function readEvent(key: EventKey, now: Date): Promise<PublicEvent | null> {
  const client = db.connection()
  const rows =
    client.dialect.name === 'postgres'
      ? await pgPublicEventRows(client, key)
      : await sqlitePublicEventRows(key)
  return rows && publicEventView(rows, now)
}

/** A published event (`public`, `public_search`) by its hash code or id; null otherwise. */
export async function readPublishedEvent(code: string, now: Date): Promise<PublicEvent | null> {
  return readEvent({ code }, now)
}

/** An event of any status by id, as a visitor would see it once published (the preview). */
export async function readEventForPreview(id: number, now: Date): Promise<PublicEvent | null> {
  return readEvent({ id }, now)
}
