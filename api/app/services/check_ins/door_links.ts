import type { DoorLink } from '@tessera/shared/schemas/check-in'
import { readDirectly, type Row } from '#lib/direct_reads'
import { instantOf } from '#services/public/public_event_rows'
import type User from '#models/user'
import type { DoorLinkGrant } from './check_in_caller.js'
import { checkInEvent, type CheckInEvent } from './check_in_events.js'

const LINK_COLUMNS = `l.id, l.event_id, l.gate, l.expires_at, l.revoked_at, l.created_at,
    e.name as event_name, e.user_id as owner_id`
const LINKS_SQL = `select ${LINK_COLUMNS} from door_staff_links l join events e on e.id = l.event_id`

/** A link as the API answers it (never its token). */
export function doorLinkOf(row: Row, now = new Date()): DoorLink {
  const expiresAt = instantOf(row.expires_at)
  const revokedAt = row.revoked_at === null ? null : instantOf(row.revoked_at)
  return {
    id: String(row.id),
    event_id: String(row.event_id),
    event_name: String(row.event_name),
    gate: String(row.gate),
    expires_at: expiresAt.toISOString(),
    revoked_at: revokedAt?.toISOString() ?? null,
    active: revokedAt === null && expiresAt > now,
    created_at: instantOf(row.created_at).toISOString(),
  }
}

/** One link with its event's name and owner. */
export async function linkRow(id: number): Promise<Row | undefined> {
  const [row] = await readDirectly((select) => select(`${LINKS_SQL} where l.id = ?`, [id]))
  return row
}

/** `GET /events/{id}/door-links`: the event's links, newest first (never their tokens). */
export async function doorLinksOf(user: User, eventId: number): Promise<DoorLink[]> {
  const event: CheckInEvent = await checkInEvent({ kind: 'user', user }, eventId)
  const rows = await readDirectly((select) =>
    select(`${LINKS_SQL} where l.event_id = ? order by l.id desc`, [event.id]),
  )
  const now = new Date()
  return rows.map((row) => doorLinkOf(row, now))
}

/** `GET /door-links/current`: the link a door-staff request came with. */
export async function currentDoorLink(grant: DoorLinkGrant): Promise<DoorLink> {
  return doorLinkOf((await linkRow(grant.id))!)
}
