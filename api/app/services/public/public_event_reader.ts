import db from '@adonisjs/lucid/services/db'
import type { PublicEvent } from '@tessera/shared/public/public-event'
import { readDirectly } from '#lib/direct_reads'
import { pgPublicEventRows } from '#services/public/pg_public_event'
import type { EventKey } from '#services/public/public_event_rows'
import { REVISION_SQL, idOfCode } from '#services/public/public_event_sql'
import { publicEventView } from '#services/public/public_event_view'
import { sqlitePublicEventRows } from '#services/public/sqlite_public_event'

export type RevisedEvent = { event: PublicEvent; revision: number }

/**
 * The public read (docs/ARCHITECTURE.md "The public read path"): what a visitor may see of an
 * event, read without the ORM (prepared statements on SQLite, one query on PostgreSQL) and built
 * as `PublicEvent`, with the revision it was read at. Used through `public_event_cache.ts` by
 * `GET /public/events/{code}`, its calendar file and the server-rendered page; directly by the
 * organizer's preview.
 */
async function readEvent(key: EventKey, now: Date): Promise<RevisedEvent | null> {
  const client = db.connection()
  const rows =
    client.dialect.name === 'postgres'
      ? await pgPublicEventRows(client, key)
      : await sqlitePublicEventRows(key)
  return rows && { event: publicEventView(rows, now), revision: Number(rows.event.public_revision) }
}

/** A published event (`public`, `public_search`) by its hash code or id; null otherwise. */
export async function readPublishedEvent(code: string, now: Date): Promise<RevisedEvent | null> {
  return readEvent({ code }, now)
}

/** An event of any status by id, as a visitor would see it once published (the preview). */
export async function readEventForPreview(id: number, now: Date): Promise<PublicEvent | null> {
  return (await readEvent({ id }, now))?.event ?? null
}

/** The current `public_revision` of a published event by code; null when none is published. */
export async function publishedRevision(code: string): Promise<number | null> {
  const client = db.connection()
  const parameters = { code, id: idOfCode(code) }
  const rows =
    client.dialect.name === 'postgres'
      ? (await client.rawQuery(REVISION_SQL, parameters)).rows
      : await readDirectly((select) => select(REVISION_SQL, [parameters]))
  const [row] = rows as { public_revision: number | string }[]
  return row ? Number(row.public_revision) : null
}
