import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { CheckInRecord, checkInInput } from '@tessera/shared/schemas/check-in'
import type { z } from 'zod'
import ApiError from '#exceptions/api_error'
import { isUniqueViolation } from '#lib/database_values'
import { routeId } from '#lib/validation'
import { directStatements, type DirectStatements } from '#lib/direct_statements'
import { readDirectly } from '#lib/direct_reads'
import { instantOf } from '#services/public/public_event_rows'
import type { CheckInCaller } from './check_in_caller.js'
import { assertUserScans } from './check_in_events.js'
import { refusal, type AttendeeState } from './check_in_conflicts.js'

type Input = z.output<typeof checkInInput>
export type CheckInAnswer = { status: 200 | 201; record: CheckInRecord } | { error: ApiError }

const ATTENDEE_SQL = `select a.id, a.event_id, a.quantity, a.checked_in_qty, a.status,
    e.user_id as owner_id
  from attendees a join events e on e.id = a.event_id
  where a.id = ? and a.code is not null`

/** Takes the event's revision row first: check-ins of one event commit one at a time, in order. */
const LOCK_SQL = `insert into check_in_revisions (event_id, revision) values (?, 1)
  on conflict (event_id) do update set revision = check_in_revisions.revision + 1`

/** docs/ARCHITECTURE.md "Single admission": the count never leaves 0…quantity. */
const ADMIT_SQL = `update attendees set checked_in_qty = checked_in_qty + ?, updated_at = ?
  where id = ? and status = 'completed' and checked_in_qty + ? >= 0
    and checked_in_qty + ? <= quantity
  returning checked_in_qty`

const LOG_SQL = `insert into check_ins (attendee_id, event_id, quantity, nonce, outcome,
    checked_in_qty, gate, device, scanned_at, user_id, door_link_id, created_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`

const wholeSeconds = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000)

async function attendeeFor(caller: CheckInCaller, input: Input) {
  const id = routeId(input.attendee_id)
  const [row] = await readDirectly((select) => select(ATTENDEE_SQL, [id]))
  if (!row) throw ApiError.notFound()
  if (caller.kind === 'door_link') {
    if (caller.link.eventId !== Number(row.event_id)) throw ApiError.notFound()
    if (input.quantity < 0) throw ApiError.forbidden()
  } else {
    assertUserScans(caller.user, Number(row.owner_id))
  }
  return { id, eventId: Number(row.event_id), quantity: Number(row.quantity) }
}

type Attendee = Awaited<ReturnType<typeof attendeeFor>>

function recordOf(row: Record<string, unknown>, attendee: Attendee): CheckInRecord {
  const checkedIn = Number(row.checked_in_qty)
  return {
    id: String(row.id),
    attendee_id: String(row.attendee_id),
    quantity: Number(row.quantity),
    nonce: String(row.nonce),
    outcome: row.outcome === 'admitted' ? 'admitted' : 'refused',
    checked_in_qty: checkedIn,
    remaining: Math.max(0, attendee.quantity - checkedIn),
    scanned_at: instantOf(row.scanned_at).toISOString(),
    gate: (row.gate as string | null) ?? null,
    device: (row.device as string | null) ?? null,
    created_at: instantOf(row.created_at).toISOString(),
  }
}

async function currentState(sql: DirectStatements, id: number): Promise<AttendeeState> {
  const [row] = await sql.all(
    'select id, quantity, checked_in_qty, status from attendees where id = ?',
    [id],
  )
  return {
    id,
    quantity: Number(row!.quantity),
    checked_in_qty: Number(row!.checked_in_qty),
    status: String(row!.status),
  }
}

/** The first answer of a nonce seen before (same attendee and quantity), else a mismatch. */
async function replay(
  sql: DirectStatements,
  row: Record<string, unknown>,
  input: Input,
  attendee: Attendee,
): Promise<CheckInAnswer> {
  if (Number(row.attendee_id) !== attendee.id || Number(row.quantity) !== input.quantity) {
    return { error: ApiError.conflict('idempotency_mismatch') }
  }
  if (row.outcome === 'admitted') return { status: 200, record: recordOf(row, attendee) }
  return { error: await refusal(sql, await currentState(sql, attendee.id), input.quantity) }
}

async function attempt(
  caller: CheckInCaller,
  input: Input,
  attendee: Attendee,
  trx: TransactionClientContract,
): Promise<CheckInAnswer> {
  const sql = await directStatements(trx)
  await sql.run(LOCK_SQL, [attendee.eventId])
  const [seen] = await sql.all('select * from check_ins where nonce = ?', [input.nonce])
  if (seen) return replay(sql, seen, input, attendee)
  const now = wholeSeconds(new Date())
  const n = input.quantity
  const [admitted] = await sql.all(ADMIT_SQL, [n, now, attendee.id, n, n])
  const state = admitted ? null : await currentState(sql, attendee.id)
  const door = caller.kind === 'door_link' ? caller.link : null
  const row = {
    attendee_id: attendee.id,
    quantity: n,
    nonce: input.nonce,
    outcome: admitted ? 'admitted' : 'refused',
    checked_in_qty: admitted ? Number(admitted.checked_in_qty) : state!.checked_in_qty,
    gate: input.gate ?? door?.gate ?? null,
    device: input.device ?? null,
    scanned_at: wholeSeconds(new Date(input.scanned_at)),
    created_at: now,
  }
  const [logged] = await sql.all(LOG_SQL, [
    attendee.id,
    attendee.eventId,
    n,
    input.nonce,
    row.outcome,
    row.checked_in_qty,
    row.gate,
    row.device,
    row.scanned_at,
    caller.kind === 'user' ? caller.user.id : null,
    door?.id ?? null,
    now,
  ])
  if (state) return { error: await refusal(sql, state, n) }
  return { status: 201, record: recordOf({ ...row, id: logged!.id }, attendee) }
}

/**
 * `POST /check-ins` (docs/API.md "Check-in"): in one transaction, the guarded count statement
 * and the `check_ins` row, admitted or refused; a nonce seen before answers its first result.
 * A refusal is committed (it is logged) and answered as a 409 with the attendee's story.
 */
export default class RecordCheckIn {
  static async handle(caller: CheckInCaller, input: Input): Promise<CheckInAnswer> {
    const attendee = await attendeeFor(caller, input)
    try {
      return await db.transaction((trx) => attempt(caller, input, attendee, trx))
    } catch (error) {
      // The same nonce sent at once for two events' attendees: the second finds the first's row
      if (!isUniqueViolation(error)) throw error
      return db.transaction((trx) => attempt(caller, input, attendee, trx))
    }
  }
}
