import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { rateLimits } from '#config/limits'
import { sqlInstant } from '#lib/utc_date_time'
import { bookingToken } from '#services/orders/booking_token'
import { orderRow, seedBooking } from '#tests/support/booking_factory'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from '../public/fixtures.js'

/** A completed free booking of an event that starts in 10 days, cancellable up to a day before. */
async function booked() {
  const { event, offer } = await publishedEvent('public')
  await db
    .from('events')
    .where('id', event.id)
    .update({
      refund_policy: 1,
      start_at: sqlInstant(db.connection(), DateTime.utc().plus({ days: 10 })),
      end_at: sqlInstant(db.connection(), DateTime.utc().plus({ days: 10, hours: 2 })),
    })
  await db.from('event_tickets').where('id', offer.id).update({ price_cents: 0 })
  offer.priceCents = 0
  return seedBooking(event, offer, { attendees: [{ name: 'Maria Papadopoulou', quantity: 2 }] })
}

/** Sets a limit's request count for one test. */
function limitTo(
  name: 'bookingReadsPerAddress' | 'cancellationsPerAddress',
  requests: number,
  cleanup: (handler: () => void) => void,
) {
  const limit = rateLimits[name] as { requests: number }
  const configured = limit.requests
  limit.requests = requests
  cleanup(() => {
    limit.requests = configured
  })
}

test.group('Rate limits of the booking and ticket reads and cancellations', (group) => {
  useAccountsFixtures(group)

  test('booking, ticket and QR reads share one counter per address; over it 429 with Retry-After', async ({
    client,
    assert,
    cleanup,
  }) => {
    const booking = await booked()
    const code = booking.attendees[0]!.code!
    limitTo('bookingReadsPerAddress', 3, cleanup)
    const token = encodeURIComponent(bookingToken(booking.hashCode))
    const paths = [
      `/api/v1/public/bookings/${booking.hashCode}?token=${token}`,
      `/api/v1/public/tickets/${code}`,
      `/api/v1/public/tickets/${code}/qr.svg`,
    ]
    for (const path of paths) (await client.get(path)).assertStatus(200)
    for (const path of paths) {
      const refused = await client.get(path)
      refused.assertStatus(429)
      assert.equal(firstError(refused.body()).code, 'rate_limited')
      assert.isAbove(Number(refused.header('retry-after')), 0)
    }
  })

  test('cancellations per address: over the limit 429, and the booking is not cancelled', async ({
    client,
    assert,
    cleanup,
  }) => {
    const [first, second] = [await booked(), await booked()]
    limitTo('cancellationsPerAddress', 1, cleanup)
    const cancel = (hash: string) =>
      client.post(
        `/api/v1/public/bookings/${hash}/cancellation?token=${encodeURIComponent(bookingToken(hash))}`,
      )
    ;(await cancel(first.hashCode)).assertStatus(200)
    const refused = await cancel(second.hashCode)
    refused.assertStatus(429)
    assert.equal(firstError(refused.body()).code, 'rate_limited')
    assert.isAbove(Number(refused.header('retry-after')), 0)
    assert.equal((await orderRow(second.orderId)).status, 'completed')
  })
})
