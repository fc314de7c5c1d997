import { createHash } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { directStatements } from '#lib/direct_statements'
import { verifyTicketCode } from '@tessera/shared/domain/tickets/ticket-code'
import { signOrderTickets } from '#services/tickets/ticket_codes'
import { useAccountsFixtures } from '#tests/helpers'
import { attendeeCodes, eventWithTicket, orderRows, publicKeyOf } from './order_rows.js'

const sign = (orderId: number) =>
  db.transaction(async (trx) => signOrderTickets(await directStatements(trx), orderId))

/** The code with one character of its signature changed. */
const tampered = (code: string) =>
  code.slice(0, -10) + (code.at(-10) === 'A' ? 'B' : 'A') + code.slice(-9)

test.group('Ticket codes: signOrderTickets', (group) => {
  useAccountsFixtures(group)

  test('signs every attendee of the order; noble verifies each code with the event key', async ({
    assert,
  }) => {
    const { event, offer } = await eventWithTicket()
    const orderId = await orderRows(db.connection(), offer, 3)
    const otherOrder = await orderRows(db.connection(), offer, 1)

    await sign(orderId)

    const rows = await attendeeCodes(db.connection(), orderId)
    const publicKey = await publicKeyOf(db.connection(), event.id)
    assert.match(publicKey, /^[0-9a-f]{64}$/)
    assert.lengthOf(new Set(rows.map((row) => row.code)), 3)
    for (const row of rows) {
      assert.match(row.code!, new RegExp(`^${event.id}\\.${row.id}\\.[\\w-]{12}\\.[\\w-]{86}$`))
      assert.equal(row.code_hash, createHash('sha256').update(row.code!).digest('hex'))
      assert.deepEqual(await verifyTicketCode(row.code!, publicKey), {
        ok: true,
        eventId: String(event.id),
        attendeeId: String(row.id),
      })
    }
    const untouched = await attendeeCodes(db.connection(), otherOrder)
    assert.deepEqual(
      untouched.map((row) => [row.code, row.code_hash]),
      [[null, null]],
    )
  })

  test("a tampered code or another event's key does not verify", async ({ assert }) => {
    const first = await eventWithTicket()
    const second = await eventWithTicket()
    const orderId = await orderRows(db.connection(), first.offer, 1)
    const otherId = await orderRows(db.connection(), second.offer, 1)
    await sign(orderId)
    await sign(otherId)
    const [row] = await attendeeCodes(db.connection(), orderId)
    const ownKey = await publicKeyOf(db.connection(), first.event.id)
    const otherKey = await publicKeyOf(db.connection(), second.event.id)

    assert.notEqual(ownKey, otherKey)
    assert.deepEqual(await verifyTicketCode(tampered(row!.code!), ownKey), {
      ok: false,
      reason: 'invalid_signature',
    })
    assert.deepEqual(await verifyTicketCode(row!.code!, otherKey), {
      ok: false,
      reason: 'invalid_signature',
    })
  })

  test("the event's later orders reuse its key; a signed code never changes", async ({
    assert,
  }) => {
    const { event, offer } = await eventWithTicket()
    const firstOrder = await orderRows(db.connection(), offer, 1)
    const secondOrder = await orderRows(db.connection(), offer, 2)
    await sign(firstOrder)
    const before = await attendeeCodes(db.connection(), firstOrder)

    await sign(secondOrder)
    await sign(firstOrder)

    assert.deepEqual(await attendeeCodes(db.connection(), firstOrder), before)
    const keys = await db
      .from('event_keys')
      .where('event_id', event.id)
      .select('private_key_encrypted')
    assert.lengthOf(keys, 1)
    assert.notMatch(keys[0].private_key_encrypted, /^MC4CAQAwBQYDK2Vw/, 'stored in the clear')
    const publicKey = await publicKeyOf(db.connection(), event.id)
    for (const row of await attendeeCodes(db.connection(), secondOrder)) {
      assert.isTrue((await verifyTicketCode(row.code!, publicKey)).ok)
    }
  })
})
