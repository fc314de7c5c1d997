import { decideAdmission } from '@tessera/shared/domain/check-in/check-in-decision'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import type { CheckInConflictMeta } from '@tessera/shared/schemas/check-in'
import ApiError from '#exceptions/api_error'
import type { DirectStatements } from '#lib/direct_statements'
import { instantOf } from '#services/public/public_event_rows'
import { entryStatus } from './check_in_rows.js'

export type AttendeeState = { id: number; quantity: number; checked_in_qty: number; status: string }

/**
 * Why the guarded statement refused `quantity` for this attendee, in the door's words
 * (`decideAdmission`): an undo of more than are in, a cancelled booking, or past the remainder.
 */
export function refusalCode(attendee: AttendeeState, quantity: number): ErrorCode {
  if (quantity < 0) return 'not_checked_in'
  const decision = decideAdmission(
    { ...attendee, status: entryStatus(attendee.status) },
    0,
    quantity,
  )
  return !decision.ok && decision.reason === 'cancelled' ? 'ticket_cancelled' : 'already_checked_in'
}

/** The admissions that let the party in, oldest first (who, where, when): a conflict's story. */
const ADMISSIONS_SQL = `select quantity, gate, device, scanned_at, door_link_id from check_ins
  where attendee_id = ? and outcome = 'admitted' order by id`

/** The 409 of a refused check-in, with the attendee's state and its admissions in `meta`. */
export async function refusal(
  sql: DirectStatements,
  attendee: AttendeeState,
  quantity: number,
): Promise<ApiError> {
  const admissions = await sql.all(ADMISSIONS_SQL, [attendee.id])
  const meta: CheckInConflictMeta = {
    attendee: {
      id: String(attendee.id),
      quantity: attendee.quantity,
      checked_in_qty: attendee.checked_in_qty,
      remaining: Math.max(0, attendee.quantity - attendee.checked_in_qty),
      status: entryStatus(attendee.status),
    },
    check_ins: admissions.map((row) => ({
      quantity: Number(row.quantity),
      gate: (row.gate as string | null) ?? null,
      device: (row.device as string | null) ?? null,
      scanned_at: instantOf(row.scanned_at).toISOString(),
      by: row.door_link_id === null ? 'organizer' : 'door_link',
    })),
  }
  return new ApiError(409, { code: refusalCode(attendee, quantity), meta })
}
