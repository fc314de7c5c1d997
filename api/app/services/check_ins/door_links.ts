import db from '@adonisjs/lucid/services/db'
import {
  DOOR_LINK_MAX_DAYS,
  type DoorLink,
  type doorLinkInput,
} from '@tessera/shared/schemas/check-in'
import type { z } from 'zod'
import { appUrl } from '#config/app'
import ApiError from '#exceptions/api_error'
import { directStatements } from '#lib/direct_statements'
import { routeId } from '#lib/validation'
import { readDirectly, type Row } from '#lib/direct_reads'
import { instantOf } from '#services/public/public_event_rows'
import type User from '#models/user'
import { newDoorToken, type DoorLinkGrant } from './check_in_caller.js'
import { assertUserScans, checkInEvent, type CheckInEvent } from './check_in_events.js'

const LINK_COLUMNS = `l.id, l.event_id, l.gate, l.expires_at, l.revoked_at, l.created_at,
    e.name as event_name, e.user_id as owner_id`
const LINKS_SQL = `select ${LINK_COLUMNS} from door_staff_links l join events e on e.id = l.event_id`

const DAY_MS = 24 * 60 * 60 * 1000

function doorLinkOf(row: Row, now = new Date()): DoorLink {
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

async function linkRow(id: number): Promise<Row | undefined> {
  const [row] = await readDirectly((select) => select(`${LINKS_SQL} where l.id = ?`, [id]))
  return row
}

/** The expiry asked for, if in the future and at most DOOR_LINK_MAX_DAYS ahead (422 otherwise). */
function expiryOf(text: string, now: Date): Date {
  const at = new Date(Math.floor(Date.parse(text) / 1000) * 1000)
  if (at <= now) throw ApiError.invalid('expires_at', 'too_small', { min: now.toISOString() })
  if (at.getTime() - now.getTime() > DOOR_LINK_MAX_DAYS * DAY_MS) {
    throw ApiError.invalid('expires_at', 'too_big', { max: `${DOOR_LINK_MAX_DAYS} days` })
  }
  return at
}

/** `POST /door-links`: a new link for an event the user scans; its token is answered once. */
export async function createDoorLink(
  user: User,
  input: z.output<typeof doorLinkInput>,
): Promise<DoorLink> {
  const event = await checkInEvent({ kind: 'user', user }, routeId(input.event_id))
  const now = new Date(Math.floor(Date.now() / 1000) * 1000)
  const expiresAt = expiryOf(input.expires_at, now)
  const { token, tokenHash } = newDoorToken()
  const id = await db.transaction(async (trx) => {
    const sql = await directStatements(trx)
    const [row] = await sql.all(
      `insert into door_staff_links (event_id, token_hash, gate, expires_at, revoked_at,
        created_by, created_at) values (?, ?, ?, ?, null, ?, ?) returning id`,
      [event.id, tokenHash, input.gate, expiresAt, user.id, now],
    )
    return Number(row!.id)
  })
  const link = doorLinkOf((await linkRow(id))!, now)
  return { ...link, token, url: `${appUrl}/scan/${token}` }
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

/** `DELETE /door-links/{id}`: revoked at once (the next request with it gets 401). */
export async function revokeDoorLink(user: User, id: number): Promise<DoorLink> {
  const row = await linkRow(id)
  if (!row) throw ApiError.notFound()
  assertUserScans(user, Number(row.owner_id))
  if (row.revoked_at === null) {
    await db.transaction(async (trx) => {
      const sql = await directStatements(trx)
      await sql.run(
        'update door_staff_links set revoked_at = ? where id = ? and revoked_at is null',
        [new Date(Math.floor(Date.now() / 1000) * 1000), id],
      )
    })
  }
  return doorLinkOf((await linkRow(id))!)
}

/** `GET /door-links/current`: the link a door-staff request came with. */
export async function currentDoorLink(grant: DoorLinkGrant): Promise<DoorLink> {
  return doorLinkOf((await linkRow(grant.id))!)
}
