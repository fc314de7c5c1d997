import type { CheckInBundle, CheckInCounts } from '@tessera/shared/schemas/check-in'
import { readDirectly } from '#lib/direct_reads'
import type { CheckInEvent } from './check_in_events.js'
import { bundleEntryOf, ENTRY_COLUMNS, type EntryRow } from './check_in_rows.js'

/** Read first: a change committed after it has a higher revision, so `?since` never misses one. */
const HEAD_SQL = `select (select revision from check_in_revisions where event_id = ?) as revision,
    (select public_key from event_keys where event_id = ?) as public_key`

/** Every signed ticket of the event changed after a revision (-1: all), one statement. */
const ENTRIES_SQL = `select ${ENTRY_COLUMNS}
  from attendees a
  join order_lines l on l.id = a.order_line_id
  join orders o on o.id = a.order_id
  where a.event_id = ? and a.code is not null and a.check_revision > ?
  order by a.id`

/**
 * `GET /events/{id}/check-in-bundle[?since=R]`: what a scanner needs offline — the event's public
 * key and its signed tickets (names and ticket types only) — or, with `since`, the tickets changed
 * after revision R. Two statements.
 */
export async function checkInBundle(event: CheckInEvent, since: number): Promise<CheckInBundle> {
  return readDirectly(async (select) => {
    const [head] = await select(HEAD_SQL, [event.id, event.id])
    const rows = (await select(ENTRIES_SQL, [event.id, since > 0 ? since : -1])) as EntryRow[]
    return {
      event_id: String(event.id),
      event_name: event.name,
      public_key: (head?.public_key as string | null) ?? null,
      revision: Number(head?.revision ?? 0),
      complete: since <= 0,
      attendees: rows.map(bundleEntryOf),
    }
  })
}

const TOTAL_SQL = `select coalesce(sum(quantity), 0) as expected,
    coalesce(sum(checked_in_qty), 0) as arrived
  from attendees where event_id = ? and status = 'completed'`

const GATES_SQL = `select gate, coalesce(sum(quantity), 0) as arrived from check_ins
  where event_id = ? and outcome = 'admitted' group by gate order by gate`

/** `GET /events/{id}/check-in-counts`: arrived / expected in total, arrivals per gate. */
export async function checkInCounts(event: CheckInEvent): Promise<CheckInCounts> {
  return readDirectly(async (select) => {
    const [total] = await select(TOTAL_SQL, [event.id])
    const gates = await select(GATES_SQL, [event.id])
    return {
      expected: Number(total?.expected ?? 0),
      arrived: Number(total?.arrived ?? 0),
      gates: gates.map((row) => ({
        gate: (row.gate as string | null) ?? null,
        arrived: Number(row.arrived),
      })),
    }
  })
}
