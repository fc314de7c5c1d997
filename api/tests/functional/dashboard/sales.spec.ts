import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type Event from '#models/event'
import type EventTicket from '#models/event_ticket'
import { sqlInstant } from '#lib/utc_date_time'
import { recordRefund } from '#services/payments/payment_event_rows'
import { signedIn, statementsOf, tokenOf, useAccountsFixtures } from '#tests/helpers'
import { bookableEvent } from '#tests/functional/orders/fixtures'
import { seedBooking } from '#tests/support/booking_factory'

const SALES = '/api/v1/dashboard/sales'

/** A published event of a new organizer selling one ticket at `priceCents` in `currency`. */
async function sellingEvent(priceCents: number, currency = 'EUR') {
  const { user, event, offers } = await bookableEvent([{ totalQuantity: 1000, priceCents }])
  await db.from('events').where('id', event.id).update({ currency })
  event.currency = currency
  return { user, event, offer: offers[0]! }
}

/** A second event of the same organizer. */
async function anotherEventOf(userId: number, priceCents: number, currency: string) {
  const { event, offer } = await sellingEvent(priceCents, currency)
  await db.from('events').where('id', event.id).update({ user_id: userId })
  return { event, offer }
}

/** A completed booking of `quantity` tickets, made (and paid) at `at` when given. */
async function booked(event: Event, offer: EventTicket, quantity: number, at?: DateTime) {
  const { orderId } = await seedBooking(event, offer, { attendees: [{ name: 'Maria', quantity }] })
  if (at) {
    const when = sqlInstant(db.connection(), at)
    await db.from('orders').where('id', orderId).update({ created_at: when, paid_at: when })
  }
  return orderId
}

const refund = (orderId: number, amountCents: number, id: string) =>
  db.transaction((trx) =>
    recordRefund(trx, { provider: 'sandbox', id, orderId, amountCents, at: new Date() }),
  )

test.group('GET /dashboard/sales', (group) => {
  useAccountsFixtures(group)

  test('revenue per currency nets refunds; bookings count completed orders only', async ({
    client,
    assert,
  }) => {
    const { user, event, offer } = await sellingEvent(2500, 'EUR')
    const usd = await anotherEventOf(user.id, 2500, 'USD')
    const free = await anotherEventOf(user.id, 0, 'EUR')
    const partlyRefunded = await booked(event, offer, 2)
    await refund(partlyRefunded, 1000, 're_partial')
    const cancelled = await booked(event, offer, 2)
    await refund(cancelled, 5000, 're_full')
    await db.from('orders').where('id', cancelled).update({ status: 'cancelled' })
    await seedBooking(event, offer, { status: 'pending' })
    await seedBooking(event, offer, { status: 'cancelled' })
    await booked(usd.event, usd.offer, 1)
    await booked(free.event, free.offer, 2)
    const stranger = await sellingEvent(9900, 'EUR')
    await booked(stranger.event, stranger.offer, 3)

    const response = await client.get(SALES).bearerToken(await tokenOf(user))
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    const { data } = response.body()
    assert.equal(data.type, 'dashboard-sales')
    assert.deepEqual(data.attributes.revenue, [
      { currency: 'EUR', gross_cents: 10000, refunded_cents: 6000, net_cents: 4000, orders: 2 },
      { currency: 'USD', gross_cents: 2500, refunded_cents: 0, net_cents: 2500, orders: 1 },
    ])
    assert.deepEqual(data.attributes.totals, { bookings: 3, tickets: 5 })
    assert.deepEqual(data.attributes.months.at(-1), {
      month: DateTime.now().setZone('Europe/Athens').toFormat('yyyy-MM'),
      bookings: 3,
      tickets: 5,
    })
  })

  test('an admin sees only the orders of their own events', async ({ client, assert }) => {
    const stranger = await sellingEvent(9900, 'EUR')
    await booked(stranger.event, stranger.offer, 3)
    const { token } = await signedIn('admin')
    const { data } = (await client.get(SALES).bearerToken(token)).body()
    assert.deepEqual(data.attributes.revenue, [])
    assert.deepEqual(data.attributes.totals, { bookings: 0, tickets: 0 })
    assert.lengthOf(data.attributes.months, 12)
    assert.isTrue(data.attributes.months.every((month: { bookings: number }) => !month.bookings))
  })

  test('months are counted in the organizer’s time zone, at both ends of a month', async ({
    client,
    assert,
  }) => {
    const { user, event, offer } = await sellingEvent(1000, 'EUR')
    await db.from('users').where('id', user.id).update({ timezone: 'Europe/Athens' })
    const thisMonth = DateTime.now().setZone('Europe/Athens').startOf('month')
    const lastMonth = thisMonth.minus({ months: 1 })
    await booked(event, offer, 1, thisMonth.minus({ seconds: 1 }))
    await booked(event, offer, 2, thisMonth.plus({ minutes: 30 }))
    await booked(event, offer, 4, lastMonth)
    await booked(event, offer, 8, thisMonth.minus({ months: 11, seconds: 1 }))

    const { data } = (await client.get(SALES).bearerToken(await tokenOf(user))).body()
    const { months, totals, timezone } = data.attributes
    assert.equal(timezone, 'Europe/Athens')
    assert.lengthOf(months, 12)
    assert.equal(months[0].month, thisMonth.minus({ months: 11 }).toFormat('yyyy-MM'))
    assert.deepEqual(months.at(-1), {
      month: thisMonth.toFormat('yyyy-MM'),
      bookings: 1,
      tickets: 2,
    })
    assert.deepEqual(months.at(-2), {
      month: lastMonth.toFormat('yyyy-MM'),
      bookings: 2,
      tickets: 5,
    })
    assert.equal(
      months.reduce((sum: number, month: { tickets: number }) => sum + month.tickets, 0),
      7,
    )
    assert.deepEqual(totals, { bookings: 4, tickets: 15 })
  })

  test('one statement per card, whatever the number of orders', async ({ client, assert }) => {
    const { user, event, offer } = await sellingEvent(1000, 'EUR')
    for (let index = 0; index < 5; index++) await booked(event, offer, 1)
    const token = await tokenOf(user)
    const statements = await statementsOf(() => client.get(SALES).bearerToken(token))
    assert.lengthOf(
      statements.filter((sql) => /\bfrom orders\b/.test(sql)),
      2,
    )
  })
})
