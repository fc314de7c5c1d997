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
import type User from '#models/user'
import { newDoorToken } from '#services/check_ins/check_in_caller'
import { checkInEvent } from '#services/check_ins/check_in_events'
import { doorLinkOf, linkRow } from '#services/check_ins/door_links'

const DAY_MS = 24 * 60 * 60 * 1000

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
export default class CreateDoorLink {
  static async handle(user: User, input: z.output<typeof doorLinkInput>): Promise<DoorLink> {
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
}
