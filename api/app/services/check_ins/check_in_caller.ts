import { createHash, randomBytes } from 'node:crypto'
import { canUse } from '@tessera/shared/domain/access/plans'
import { isRoleName } from '@tessera/shared/domain/access/roles'
import ApiError from '#exceptions/api_error'
import { readDirectly } from '#lib/direct_reads'
import { instantOf } from '#services/public/public_event_rows'
import type User from '#models/user'

/** Door-staff link tokens: this prefix, then 32 random bytes in base64url. */
export const DOOR_TOKEN_PREFIX = 'tdl_'

/** An active door-staff link, as the request that used it sees it. */
export type DoorLinkGrant = { id: number; eventId: number; eventName: string; gate: string }

/** Who calls a check-in endpoint: a signed-in user, or a door-staff link of one event. */
export type CheckInCaller =
  { kind: 'user'; user: User } | { kind: 'door_link'; link: DoorLinkGrant }

export function newDoorToken(): { token: string; tokenHash: string } {
  const token = DOOR_TOKEN_PREFIX + randomBytes(32).toString('base64url')
  return { token, tokenHash: doorTokenHash(token) }
}

export function doorTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The link, its event, and its organizer's role (the plan must still include scanning). */
const LINK_SQL = `select l.id, l.event_id, l.gate, l.expires_at, l.revoked_at, e.name as event_name,
    r.name as owner_role
  from door_staff_links l
  join events e on e.id = l.event_id
  join users u on u.id = e.user_id
  left join roles r on r.id = u.role_id
  where l.token_hash = ?`

type LinkRow = {
  id: number
  event_id: number
  gate: string
  expires_at: unknown
  revoked_at: unknown
  event_name: string
  owner_role: string | null
}

/**
 * The door-staff link a bearer token names, read on every request (no cache, so a revocation or
 * an expiry holds at once): 401 `unauthenticated` when unknown, `door_link_inactive` when revoked,
 * expired, or its organizer's plan no longer scans tickets.
 */
export async function doorLinkGrant(token: string, now = new Date()): Promise<DoorLinkGrant> {
  if (token.length > 100) throw ApiError.unauthenticated()
  const [row] = (await readDirectly((select) =>
    select(LINK_SQL, [doorTokenHash(token)]),
  )) as LinkRow[]
  if (!row) throw ApiError.unauthenticated()
  const planScans = isRoleName(row.owner_role) && canUse(row.owner_role, 'scan_tickets')
  if (row.revoked_at !== null || instantOf(row.expires_at) <= now || !planScans) {
    throw ApiError.unauthenticated('door_link_inactive')
  }
  return { id: row.id, eventId: row.event_id, gate: row.gate, eventName: row.event_name }
}
