import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { readBooking } from '@tessera/shared/public/booking'
import { readDoorTicket } from '@tessera/shared/public/door-ticket'
import { appUrl } from '#config/app'
import { bookingToken } from '#services/orders/booking_token'
import { qrSvg, ticketUrl } from '#services/tickets/ticket_qr'
import { seedBooking } from '#tests/support/booking_factory'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from '../public/fixtures.js'

const bookingPath = (hash: string, token?: string) =>
  `/api/v1/public/bookings/${hash}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`

async function bookedEvent() {
  const { event, offer, venue } = await publishedEvent('public')
  const booking = await seedBooking(event, offer, {
    attendees: [
      { name: 'Maria Papadopoulou', quantity: 2 },
      { name: 'Nikos Georgiou', quantity: 1 },
    ],
  })
  return { event, offer, venue, booking }
}

test.group('GET /public/bookings/{hash_code}?token=…', (group) => {
  useAccountsFixtures(group)

  test('the link from the e-mail reads the booking with its tickets', async ({
    client,
    assert,
  }) => {
    const { event, offer, booking } = await bookedEvent()
    const response = await client.get(bookingPath(booking.hashCode, bookingToken(booking.hashCode)))
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    const view = readBooking(response.body())
    assert.equal(view.hash_code, booking.hashCode)
    assert.equal(view.event_id, String(event.id))
    assert.equal(view.status, 'completed')
    assert.equal(view.total, (offer.priceCents * 3) / 100)
    assert.equal(view.currency, event.currency)
    assert.isNull(view.payment_url)
    assert.isNull(view.booking_url)
    assert.match(view.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    assert.deepEqual(
      view.attendees.map((attendee) => [attendee.name, attendee.quantity, attendee.ticket_url]),
      booking.attendees.map((seed) => [seed.name, seed.quantity, ticketUrl(seed.code!)]),
    )
    assert.equal(view.attendees[0].ticket_url, `${appUrl}/ticket/${booking.attendees[0].code}`)
    const body = JSON.stringify(response.body())
    assert.notInclude(body, '@', 'no e-mail address of anyone')
    assert.notInclude(body, '+61412345678', 'no phone number')
  })

  test('a wrong, missing or borrowed token answers exactly as an unknown booking', async ({
    client,
    assert,
  }) => {
    const { booking } = await bookedEvent()
    const other = await bookedEvent()
    const unknown = await client.get(bookingPath('NoSuchCode', bookingToken('NoSuchCode')))
    unknown.assertStatus(404)
    for (const path of [
      bookingPath(booking.hashCode),
      bookingPath(booking.hashCode, ''),
      bookingPath(booking.hashCode, 'x'.repeat(43)),
      bookingPath(booking.hashCode, bookingToken(other.booking.hashCode)),
      bookingPath(booking.hashCode, `${bookingToken(booking.hashCode)}x`),
    ]) {
      const response = await client.get(path)
      response.assertStatus(404)
      assert.deepEqual(response.body(), unknown.body(), path)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
  })

  test('a pending booking shows where to pay and until when', async ({ client, assert }) => {
    const { event, offer } = await publishedEvent('public')
    const booking = await seedBooking(event, offer, {
      status: 'pending',
      attendees: [{ name: 'Maria Papadopoulou', signed: false }],
    })
    await db
      .from('orders')
      .where('id', booking.orderId)
      .update({ payment_url: 'http://localhost/pay', expires_at: '2031-05-01 10:15:00' })
    const response = await client.get(bookingPath(booking.hashCode, bookingToken(booking.hashCode)))
    const view = readBooking(response.body())
    assert.equal(view.status, 'pending')
    assert.equal(view.payment_url, 'http://localhost/pay')
    assert.equal(view.expires_at, '2031-05-01T10:15:00.000Z')
    assert.isNull(view.attendees[0].code)
    assert.isNull(view.attendees[0].ticket_url)
  })
})

test.group('GET /public/tickets/{code} and its QR code', (group) => {
  useAccountsFixtures(group)

  test('a ticket shows the event, the holder and how many it admits, never contacts', async ({
    client,
    assert,
  }) => {
    const { event, booking } = await bookedEvent()
    const [maria] = booking.attendees
    await db.from('attendees').where('id', maria.id).update({ checked_in_qty: 1 })
    const response = await client.get(`/api/v1/public/tickets/${maria.code}`)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-cache')
    assert.deepEqual(readDoorTicket(response.body()), {
      id: String(maria.id),
      code: maria.code!,
      name: 'Maria Papadopoulou',
      ticket_name: 'Full pass',
      quantity: 2,
      checked_in_qty: 1,
      attendance_type: null,
      event: {
        id: String(event.id),
        hash_code: event.hashCode,
        name: 'Athens Design Week',
        start_at: event.startAt.toUTC().toISO()!,
        end_at: event.endAt.toUTC().toISO()!,
        timezone: event.timezone,
        event_type: 'physical',
        venue: readDoorTicket(response.body()).event.venue,
      },
    })
    assert.include(readDoorTicket(response.body()).event.venue!, 'Ermou 10, Athens')
    const body = JSON.stringify(response.body())
    assert.notInclude(body, 'attendee@private.example')
    assert.notInclude(body, '+61412345678')
  })

  test('an unknown code, or a ticket of a cancelled order, is not found', async ({
    client,
    assert,
  }) => {
    const { event, offer } = await publishedEvent('public')
    const cancelled = await seedBooking(event, offer, { status: 'cancelled' })
    const code = cancelled.attendees[0].code!
    const { booking } = await bookedEvent()
    const [maria, nikos] = booking.attendees
    // A code is found by the attendee id it carries, and must then match whole.
    const [eventId, , random, signature] = maria.code!.split('.')
    const otherId = `${eventId}.${nikos.id}.${random}.${signature}`
    const hugeId = `${eventId}.9999999999999999.${random}.${signature}`
    for (const path of [
      `/api/v1/public/tickets/${otherId}`,
      `/api/v1/public/tickets/${otherId}/qr.svg`,
      `/api/v1/public/tickets/${hugeId}`,
      `/api/v1/public/tickets/${hugeId}/qr.svg`,
      `/api/v1/public/tickets/${code}`,
      `/api/v1/public/tickets/${code}/qr.svg`,
      '/api/v1/public/tickets/nope',
      '/api/v1/public/tickets/nope/qr.svg',
      `/api/v1/public/tickets/${'x'.repeat(300)}`,
    ]) {
      const response = await client.get(path)
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found', path)
    }
  })

  test('the QR code is an SVG of the ticket URL, cached for good', async ({ client, assert }) => {
    const { booking } = await bookedEvent()
    const { code } = booking.attendees[1]
    const response = await client.get(`/api/v1/public/tickets/${code}/qr.svg`)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'image/svg+xml')
    assert.equal(response.header('cache-control'), 'public, max-age=31536000, immutable')
    // superagent keeps an image's body as bytes
    const svg = Buffer.from(response.body() as Buffer).toString('utf8')
    assert.equal(svg, await qrSvg(ticketUrl(code!)))
    assert.include(svg, '<svg')
  })
})
