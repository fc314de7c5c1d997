import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { directStatements } from '#lib/direct_statements'
import { signOrderTickets } from '#services/tickets/ticket_codes'
import { createUser, roleId, tokenOf } from '#tests/helpers'
import { bookableEvent } from '#tests/functional/orders/fixtures'
import { seedBooking, type AttendeeSeed } from './booking_factory.js'

export type DoorTicket = { id: number; code: string; quantity: number; name: string }

/**
 * A published event of an organizer (`role`, default organizer: a plan that scans) with one booking
 * whose attendees (default one party of 3) hold real Ed25519-signed codes, and the organizer's token.
 */
export async function doorEvent(
  options: { role?: RoleName; attendees?: AttendeeSeed[]; priceCents?: number } = {},
) {
  const { user, event, offers } = await bookableEvent([
    { totalQuantity: 1000, priceCents: options.priceCents ?? 0 },
  ])
  if (options.role) {
    await db
      .from('users')
      .where('id', user.id)
      .update({ role_id: roleId(options.role) })
    await user.refresh()
    await user.load('role')
  }
  const offer = offers[0]!
  const seeds = (options.attendees ?? [{ name: 'Maria Papadopoulou', quantity: 3 }]).map(
    (seed) => ({ ...seed, signed: false }),
  )
  const booking = await seedBooking(event, offer, { attendees: seeds })
  await db.transaction(async (trx) =>
    signOrderTickets(await directStatements(trx), booking.orderId),
  )
  const rows = await db
    .from('attendees')
    .where('order_id', booking.orderId)
    .orderBy('id')
    .select('id', 'code', 'quantity', 'name')
  const tickets: DoorTicket[] = rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    quantity: Number(row.quantity),
    name: String(row.name),
  }))
  return { user, token: await tokenOf(user), event, offer, booking, tickets }
}

/** Another organizer (a plan that scans) and their token. */
export async function otherOrganizer() {
  const user = await createUser('organizer')
  return { user, token: await tokenOf(user) }
}

/** A door-staff link of `eventId` made through the API; answers its token and id. */
export async function doorLinkOf(
  client: import('@japa/api-client').ApiClient,
  token: string,
  eventId: number,
  gate = 'Gate A',
) {
  const expiresAt = new Date(Date.now() + 3600_000).toISOString()
  const response = await client
    .post('/api/v1/door-links')
    .bearerToken(token)
    .json({
      data: {
        type: 'door-links',
        attributes: { event_id: String(eventId), gate, expires_at: expiresAt },
      },
    })
  response.assertStatus(201)
  const data = response.body().data
  return { id: Number(data.id), token: String(data.attributes.token) }
}

/** A `POST /check-ins` document with a fresh nonce unless one is given. */
export function checkInDocument(
  attendeeId: number,
  quantity: number,
  extra: { nonce?: string; gate?: string; device?: string } = {},
) {
  return {
    data: {
      type: 'check-ins',
      attributes: {
        attendee_id: String(attendeeId),
        quantity,
        nonce: extra.nonce ?? randomUUID(),
        scanned_at: new Date().toISOString(),
        gate: extra.gate,
        device: extra.device,
      },
    },
  }
}
