import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { directStatements } from '#lib/direct_statements'
import { verifyTicketCode } from '@tessera/shared/domain/tickets/ticket-code'
import Role from '#models/role'
import { seedRoles } from '#database/seeders/accounts_seeder'
import { signOrderTickets } from '#services/tickets/ticket_codes'
import { attendeeCodes, eventWithTicket, orderRows, publicKeyOf } from './order_rows.js'

const ORDERS = 12

/**
 * Committed rows (no global transaction), so each signing runs in its own transaction on its own
 * pooled connection, as concurrent first orders of an event do; everything is deleted after.
 */
async function committedEvent() {
  const rolesBefore = await Role.query().count('* as total').first()
  await seedRoles(db.connection())
  const { user, event, offer } = await eventWithTicket()
  const orderIds: number[] = []
  for (let index = 0; index < ORDERS; index++) {
    orderIds.push(await orderRows(db.connection(), offer, 2))
  }
  const cleanup = async () => {
    await db.from('orders').where('event_id', event.id).delete()
    await db.from('event_keys').where('event_id', event.id).delete()
    await db.from('event_tickets').where('id', offer.id).delete()
    await db.from('events').where('id', event.id).delete()
    await db.from('tickets').where('user_id', user.id).delete()
    await db.from('users').where('id', user.id).delete()
    if (Number(rolesBefore?.$extras.total) === 0) await db.from('roles').delete()
  }
  return { event, orderIds, cleanup }
}

test.group('Ticket codes: concurrent first orders of an event', () => {
  test('create one key pair, and every code verifies with it', async ({ assert, cleanup }) => {
    const { event, orderIds, cleanup: remove } = await committedEvent()
    cleanup(remove)

    await Promise.all(
      orderIds.map((orderId) =>
        db.transaction(async (trx) => signOrderTickets(await directStatements(trx), orderId)),
      ),
    )

    const keys = await db.from('event_keys').where('event_id', event.id).select('public_key')
    assert.lengthOf(keys, 1)
    const publicKey = await publicKeyOf(db.connection(), event.id)
    for (const orderId of orderIds) {
      const rows = await attendeeCodes(db.connection(), orderId)
      assert.lengthOf(rows, 2)
      for (const row of rows) {
        assert.deepEqual(await verifyTicketCode(row.code!, publicKey), {
          ok: true,
          eventId: String(event.id),
          attendeeId: String(row.id),
        })
      }
    }
  })
})
