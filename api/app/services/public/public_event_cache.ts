import { dayBounds } from '@tessera/shared/domain/events/time'
import { publicEventDocument, type PublicEvent } from '@tessera/shared/public/public-event'
import { publishedRevision, readPublishedEvent } from '#services/public/public_event_reader'
import { prepareBody, type PreparedBody } from '#services/public/revalidated_response'

/** A published event ready to send: its view, its JSON:API body and that body's ETag. */
export type PreparedEvent = PreparedBody & { event: PublicEvent }

type Entry = PreparedEvent & { revision: number; validUntil: number }

/** Bounds the memory: past this many events the map starts again (a cache, not a store). */
const MAX_ENTRIES = 1000
const entries = new Map<string, Entry>()

/**
 * The public read with a per-process cache (docs/ARCHITECTURE.md "The public read path"). Every
 * request asks the database for the event's `public_revision` (one indexed single-row statement),
 * which triggers change on every write that can change what a visitor sees — whichever process or
 * tool made it. The cached body is used only while that revision is the one it was built from and
 * the day it was built on (sale states count days in the event's zone) has not ended; otherwise the
 * event is read again. So several API processes each keep their own cache and never serve a stale
 * one.
 */
export async function preparedPublishedEvent(
  code: string,
  now: Date,
): Promise<PreparedEvent | null> {
  const revision = await publishedRevision(code)
  if (revision === null) {
    entries.delete(code)
    return null
  }
  const known = entries.get(code)
  if (known && known.revision === revision && now.getTime() < known.validUntil) return known
  const read = await readPublishedEvent(code, now)
  if (!read) return null
  const entry: Entry = {
    event: read.event,
    ...prepareBody(publicEventDocument(read.event)),
    revision: read.revision,
    validUntil: dayBounds(now, read.event.timezone).end,
  }
  if (entries.size >= MAX_ENTRIES) entries.clear()
  entries.set(code, entry)
  return entry
}

/**
 * Empties this process's cache. For tests: their rolled-back transactions give the next test's
 * events the same ids and revisions again, which a live database never does.
 */
export function forgetPublicEvents() {
  entries.clear()
}
