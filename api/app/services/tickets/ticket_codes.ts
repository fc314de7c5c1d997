import { createHash, randomBytes, sign, type KeyObject } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { toBase64url } from '@tessera/shared/domain/tickets/base64url'
import {
  TICKET_CODE_RANDOM_BYTES,
  ticketCode,
  ticketCodeMessage,
} from '@tessera/shared/domain/tickets/ticket-code'
import { sqlInstant } from '#lib/utc_date_time'
import { createEventSigningKey, signingKeyOf } from '#services/tickets/event_keys'

/** Attendees per UPDATE: 4 parameters each stays far below SQLite's and PostgreSQL's limits. */
const BATCH = 1000

type Signed = { id: number; code: string; codeHash: string }

function signedCode(key: KeyObject, eventId: number, attendeeId: number): Signed {
  const fields = {
    eventId: String(eventId),
    attendeeId: String(attendeeId),
    random: toBase64url(randomBytes(TICKET_CODE_RANDOM_BYTES)),
  }
  const code = ticketCode(fields, sign(null, ticketCodeMessage(fields), key))
  return { id: attendeeId, code, codeHash: createHash('sha256').update(code).digest('hex') }
}

/** One statement writes every code of the batch: `CASE id WHEN … THEN …` for both columns. */
async function writeCodes(trx: TransactionClientContract, batch: Signed[]) {
  const cases = batch.map(() => 'WHEN ? THEN ?').join(' ')
  const ids = batch.map(() => '?').join(', ')
  await trx.rawQuery(
    `UPDATE attendees SET code = CASE id ${cases} END, code_hash = CASE id ${cases} END,
     updated_at = ? WHERE id IN (${ids})`,
    [
      ...batch.flatMap((row) => [row.id, row.code]),
      ...batch.flatMap((row) => [row.id, row.codeHash]),
      sqlInstant(trx, new Date()),
      ...batch.map((row) => row.id),
    ],
  )
}

type SigningRow = { id: number; event_id: number; private_key_encrypted: string | null }

/**
 * Signs the tickets of an order (docs/ARCHITECTURE.md "Tickets' QR codes"): each of its attendees
 * without a code gets one, signed with the event's key by node:crypto's native Ed25519, and its
 * SHA-256 hex `code_hash`. Two statements once the event has its key (the attendees with the key,
 * then one UPDATE per 1000 attendees); the event's first signing creates the key pair
 * (`createEventSigningKey`). Runs in the caller's transaction; signed attendees keep their codes.
 */
export async function signOrderTickets(
  trx: TransactionClientContract,
  orderId: number,
): Promise<void> {
  const rows: SigningRow[] = await trx
    .from('attendees as a')
    .leftJoin('event_keys as k', 'k.event_id', 'a.event_id')
    .where('a.order_id', orderId)
    .whereNull('a.code')
    .orderBy('a.id')
    .select('a.id', 'a.event_id', 'k.private_key_encrypted')
  if (rows.length === 0) return
  const { event_id: eventId, private_key_encrypted: stored } = rows[0]!
  const key = stored ? signingKeyOf(stored) : await createEventSigningKey(trx, eventId)
  const signed = rows.map((row) => signedCode(key, eventId, row.id))
  for (let start = 0; start < signed.length; start += BATCH) {
    await writeCodes(trx, signed.slice(start, start + BATCH))
  }
}
