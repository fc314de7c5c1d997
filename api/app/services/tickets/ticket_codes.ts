import { createHash, sign, type KeyObject } from 'node:crypto'
import { promisify } from 'node:util'
import { isMainThread } from 'node:worker_threads'
import { toBase64url } from '@tessera/shared/domain/tickets/base64url'
import {
  TICKET_CODE_RANDOM_BYTES,
  ticketCode,
  ticketCodeMessage,
} from '@tessera/shared/domain/tickets/ticket-code'
import type { DirectStatements } from '#lib/direct_statements'
import { pooledRandomBytes } from '#lib/random_pool'
import { createEventSigningKey, signingKeyOf } from '#services/tickets/event_keys'

/** Attendees per UPDATE: 4 parameters each stays far below SQLite's and PostgreSQL's limits. */
const BATCH = 1000

/** An attendee's signed code and its SHA-256 hex. */
export type Signed = { id: number; code: string; codeHash: string }

/** Ed25519 on libuv's thread pool (`crypto.sign` with a callback), off the event loop. */
const signOffThread = promisify(
  (data: Uint8Array, key: KeyObject, done: (error: Error | null, signature: Buffer) => void) =>
    sign(null, data, key, done),
)

/**
 * How this thread signs. The HTTP thread hands Ed25519 to the thread pool and serves other requests
 * meanwhile. The order writer's thread (`order_writer.ts`) signs inline: its group commit waits for
 * each order's codes with nothing else to do, so the pool's round trip would only leave it idle.
 */
const signCode: (data: Uint8Array, key: KeyObject) => Buffer | Promise<Buffer> = isMainThread
  ? signOffThread
  : (data, key) => sign(null, data, key)

async function signedCode(key: KeyObject, eventId: number, attendeeId: number): Promise<Signed> {
  const fields = {
    eventId: String(eventId),
    attendeeId: String(attendeeId),
    random: toBase64url(pooledRandomBytes(TICKET_CODE_RANDOM_BYTES)),
  }
  const code = ticketCode(fields, await signCode(ticketCodeMessage(fields), key))
  return { id: attendeeId, code, codeHash: createHash('sha256').update(code).digest('hex') }
}

/** One statement writes every code of the batch: `CASE id WHEN … THEN …` for both columns. */
function writeCodes(sql: DirectStatements, batch: Signed[]) {
  const cases = batch.map(() => 'WHEN ? THEN ?').join(' ')
  const ids = batch.map(() => '?').join(', ')
  return sql.run(
    `update attendees set code = case id ${cases} end, code_hash = case id ${cases} end,
     updated_at = ? where id in (${ids})`,
    [
      ...batch.flatMap((row) => [row.id, row.code]),
      ...batch.flatMap((row) => [row.id, row.codeHash]),
      sql.value(new Date()),
      ...batch.map((row) => row.id),
    ],
  )
}

/** The order's attendees still without a code, with their event's stored key (null: none yet). */
const SIGNING_ROWS = `select a.id, a.event_id, k.private_key_encrypted from attendees a
  left join event_keys k on k.event_id = a.event_id
  where a.order_id = ? and a.code is null order by a.id`

type SigningRow = { id: number; event_id: number; private_key_encrypted: string | null }

/** A new order's event, whose attendees are signed before they are inserted (`signNewTickets`). */
export type NewTicketsEvent = { eventId: number; eventHashCode: string }

/**
 * Events' stored private keys (encrypted) that are committed, by event id and public code (the
 * code is random, so an id used again, by a restored backup or a test, is another entry). A key row
 * is never changed once committed, so a new order of such an event signs without reading it. A key
 * is known here only once the transaction that wrote or read it has committed; one that is rolled
 * back (a first order that was refused) never is.
 */
const committedKeys = new Map<string, string>()
const MAX_KEYS = 1000

const eventOf = (event: NewTicketsEvent) => `${event.eventId}:${event.eventHashCode}`

function remember(sql: DirectStatements, event: NewTicketsEvent, stored: string) {
  if (committedKeys.get(eventOf(event)) === stored) return
  sql.afterCommit(() => {
    if (committedKeys.size >= MAX_KEYS) committedKeys.clear()
    committedKeys.set(eventOf(event), stored)
  })
}

/**
 * The ids the next `count` attendees get, taken before they are inserted: on SQLite from the
 * table's AUTOINCREMENT sequence, which no one else can move while this transaction holds the
 * database's only write lock (every write transaction begins IMMEDIATE), and which the insert of
 * explicit ids moves past them; on PostgreSQL from the column's sequence itself.
 */
async function nextAttendeeIds(sql: DirectStatements, count: number): Promise<number[]> {
  if (sql.dialect === 'pg') {
    const rows = await sql.all(
      `select nextval(pg_get_serial_sequence('attendees', 'id')) as id
        from generate_series(1, ?)`,
      [count],
    )
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
  }
  const [row] = await sql.all(`select seq from sqlite_sequence where name = 'attendees'`)
  const last = Number(row?.seq ?? 0)
  return Array.from({ length: count }, (_, index) => last + 1 + index)
}

/**
 * Signs the tickets of a new free order before its attendees are inserted (docs/ARCHITECTURE.md
 * "Orders"): their ids are taken first (`nextAttendeeIds`), so each row is inserted with its code
 * and `code_hash` and never updated. The event's key is read (or created, `createEventSigningKey`)
 * unless it is known to be committed. Answers the attendees' ids and codes in insertion order.
 */
export async function signNewTickets(
  sql: DirectStatements,
  event: NewTicketsEvent,
  count: number,
): Promise<Signed[]> {
  const ids = await nextAttendeeIds(sql, count)
  let stored = committedKeys.get(eventOf(event))
  if (!stored) {
    const [row] = await sql.all('select private_key_encrypted from event_keys where event_id = ?', [
      event.eventId,
    ])
    stored = row
      ? String(row.private_key_encrypted)
      : await createEventSigningKey(sql, event.eventId)
  }
  remember(sql, event, stored)
  const key = signingKeyOf(stored)
  return Promise.all(ids.map((id) => signedCode(key, event.eventId, id)))
}

/**
 * Signs the tickets of an order whose attendees exist (a paid order completed by its webhook; docs/
 * ARCHITECTURE.md "Tickets' QR codes"): each of its attendees without a code gets one, signed with
 * the event's key by node:crypto's native Ed25519 (`signCode`), and its SHA-256 hex `code_hash`.
 * Two statements once the event has its key (the attendees with the key, then one UPDATE per 1000
 * attendees), straight on the transaction's driver (`DirectStatements`). The event's first signing
 * creates the key pair (`createEventSigningKey`). Runs in the caller's transaction; attendees
 * already signed keep their codes. Answers the codes it made, by attendee.
 */
export async function signOrderTickets(
  sql: DirectStatements,
  orderId: number,
): Promise<Map<number, string>> {
  const rows = (await sql.all(SIGNING_ROWS, [orderId])) as SigningRow[]
  if (rows.length === 0) return new Map()
  const eventId = rows[0]!.event_id
  const stored = rows[0]!.private_key_encrypted ?? (await createEventSigningKey(sql, eventId))
  const key = signingKeyOf(stored)
  const signed = await Promise.all(rows.map((row) => signedCode(key, eventId, row.id)))
  for (let start = 0; start < signed.length; start += BATCH) {
    await writeCodes(sql, signed.slice(start, start + BATCH))
  }
  return new Map(signed.map((row) => [row.id, row.code]))
}
