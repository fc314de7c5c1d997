import { canUse } from '@tessera/shared/domain/access/plans'
import ApiError from '#exceptions/api_error'
import { readDirectly } from '#lib/direct_reads'
import { seesAll } from '#policies/owner_policy'
import type User from '#models/user'
import type { CheckInCaller } from './check_in_caller.js'

export type CheckInEvent = { id: number; name: string }

/**
 * Whether `user` may check people in at an event owned by `ownerId`: its owner or staff (else 404,
 * as every owner-scoped record), with a plan that scans tickets (spec "accounts" §6; else 403).
 */
export function assertUserScans(user: User, ownerId: number): void {
  if (!seesAll(user) && ownerId !== user.id) throw ApiError.notFound()
  if (!canUse(user.roleName, 'scan_tickets')) throw ApiError.forbidden('plan_required')
}

/**
 * The event `eventId` if `caller` may check people in there: a door-staff link only at its own
 * event, a user as `assertUserScans` says. 404 otherwise.
 */
export async function checkInEvent(caller: CheckInCaller, eventId: number): Promise<CheckInEvent> {
  if (caller.kind === 'door_link') {
    if (caller.link.eventId !== eventId) throw ApiError.notFound()
    return { id: eventId, name: caller.link.eventName }
  }
  const [row] = await readDirectly((select) =>
    select('select id, name, user_id from events where id = ?', [eventId]),
  )
  if (!row) throw ApiError.notFound()
  assertUserScans(caller.user, Number(row.user_id))
  return { id: eventId, name: String(row.name) }
}
