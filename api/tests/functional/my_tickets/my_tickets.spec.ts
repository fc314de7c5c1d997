import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import { sqlInstant } from '#lib/utc_date_time'
import type Event from '#models/event'
import type EventTicket from '#models/event_ticket'
import { seedBooking, type BookingOptions } from '#tests/support/booking_factory'
import { signedIn, statementsOf, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from '../public/fixtures.js'

const verified = { emailVerifiedAt: DateTime.utc().minus({ days: 1 }) }

/** A completed (unless said otherwise) booking whose attendees use `attendeeEmail`. */
async function book(
  event: Event,
  offer: EventTicket,
  options: BookingOptions & { attendeeEmail?: string } = {},
) {
  const booking = await seedBooking(event, offer, options)
  if (options.attendeeEmail)
    await db
      .from('attendees')
      .where('order_id', booking.orderId)
      .update({ email: options.attendeeEmail })
  return booking
}

/** Moves an event `days` from now (negative: past). */
async function moveEvent(event: Event, days: number) {
  const start = DateTime.utc().plus({ days }).startOf('hour')
  const client = db.connection()
  await db
    .from('events')
    .where('id', event.id)
    .update({
      start_at: sqlInstant(client, start),
      end_at: sqlInstant(client, start.plus({ hours: 2 })),
    })
}

test.group('GET /me/tickets', (group) => {
  useAccountsFixtures(group)

  test('an unverified account sees none, even when a booking uses its address', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('guest', { email: 'eleni@example.com' })
    const { event, offer } = await publishedEvent()
    await book(event, offer, {
      buyerEmail: 'eleni@example.com',
      attendeeEmail: 'eleni@example.com',
    })

    const response = await client.get('/api/v1/me/tickets').bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(response.body().data, [])
    assert.deepEqual(response.body().meta, {
      email_verified: false,
      page: { total: 0, number: 1, size: 10, last: 1 },
    })
    assert.equal(response.header('cache-control'), 'no-store')
  })

  test('a verified account sees the tickets of completed bookings with its address, and only those', async ({
    client,
    assert,
  }) => {
    // Stored as an older account might have it: the comparison ignores letter case
    const { token } = await signedIn('guest', { email: 'Eleni@Example.com', ...verified })
    await signedIn('guest', { email: 'nikos@example.com', ...verified })
    const { event, offer } = await publishedEvent()
    const bought = await book(event, offer, {
      buyerEmail: 'eleni@example.com',
      attendees: [
        { name: 'Eleni Dimitriou', quantity: 2 },
        { name: 'Petros Dimitriou', quantity: 1 },
      ],
    })
    await db.from('attendees').where('id', bought.attendees[0]!.id).update({ checked_in_qty: 1 })
    const named = await book(event, offer, {
      buyerEmail: 'office@company.example',
      attendeeEmail: 'eleni@example.com',
      attendees: [{ name: 'Eleni Dimitriou' }],
    })
    await book(event, offer, { status: 'cancelled', buyerEmail: 'eleni@example.com' })
    await book(event, offer, {
      status: 'pending',
      buyerEmail: 'eleni@example.com',
      attendees: [{ name: 'Eleni Dimitriou', signed: false }],
    })
    await book(event, offer, {
      buyerEmail: 'nikos@example.com',
      attendeeEmail: 'nikos@example.com',
    })

    const response = await client.get('/api/v1/me/tickets').bearerToken(token)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.meta.email_verified, true)
    assert.equal(body.meta.page.total, 3)
    const expected = [...bought.attendees, ...named.attendees]
    assert.sameMembers(
      body.data.map((item: { id: string }) => item.id),
      expected.map((attendee) => String(attendee.id)),
    )
    const first = body.data.find(
      (item: { id: string }) => item.id === String(bought.attendees[0]!.id),
    )
    const code = bought.attendees[0]!.code!
    assert.equal(first.type, 'attendees')
    assert.deepInclude(first.attributes, {
      code,
      name: 'Eleni Dimitriou',
      ticket_name: 'Full pass',
      quantity: 2,
      checked_in_qty: 1,
      ticket_url: `${appUrl}/ticket/${code}`,
      qr_url: `${appUrl}/api/v1/public/tickets/${encodeURIComponent(code)}/qr.svg`,
      event_url: `${appUrl}/event/${event.hashCode}`,
      calendar_url: `${appUrl}/api/v1/public/events/${event.hashCode}/calendar.ics`,
    })
    assert.deepInclude(first.attributes.event, {
      id: String(event.id),
      hash_code: event.hashCode,
      name: 'Athens Design Week',
    })
    assert.notProperty(first.attributes, 'email')

    // The QR link of the list draws that ticket
    const qr = await client.get(new URL(first.attributes.qr_url).pathname)
    qr.assertStatus(200)
    assert.include(qr.header('content-type'), 'image/svg+xml')
  })

  test('an event no longer published keeps its tickets but offers no page or calendar file', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('guest', { email: 'eleni@example.com', ...verified })
    const { event, offer } = await publishedEvent()
    await book(event, offer, { buyerEmail: 'eleni@example.com' })
    await db.from('events').where('id', event.id).update({ status: 'draft' })

    const response = await client.get('/api/v1/me/tickets').bearerToken(token)
    response.assertStatus(200)
    const [ticket] = response.body().data
    assert.equal(ticket.attributes.event.name, event.name)
    assert.isNull(ticket.attributes.event_url)
    assert.isNull(ticket.attributes.calendar_url)
    // The ticket itself still opens: its page and QR code do not depend on the event's status
    assert.isString(ticket.attributes.ticket_url)
    const page = await client.get(`/api/v1/public/events/${event.hashCode}`)
    page.assertStatus(404)
  })

  test('upcoming first (soonest first), then past ones; paginated in two statements', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('guest', { email: 'eleni@example.com', ...verified })
    const seeded: Record<string, number> = {}
    for (const [name, days] of [
      ['past', -10],
      ['later', 30],
      ['soon', 3],
    ] as const) {
      const { event, offer } = await publishedEvent('public')
      await moveEvent(event, days)
      const booking = await book(event, offer, {
        buyerEmail: user.email,
        attendees: [{ name: `Eleni ${name}` }],
      })
      seeded[name] = booking.attendees[0]!.id
    }

    const ids = async (query: string) => {
      const response = await client.get(`/api/v1/me/tickets?${query}`).bearerToken(token)
      response.assertStatus(200)
      return {
        ids: response.body().data.map((item: { id: string }) => Number(item.id)),
        page: response.body().meta.page,
      }
    }
    assert.deepEqual(await ids('page[size]=2'), {
      ids: [seeded.soon, seeded.later],
      page: { total: 3, number: 1, size: 2, last: 2 },
    })
    assert.deepEqual((await ids('page[size]=2&page[number]=2')).ids, [seeded.past])
    assert.deepEqual((await ids('page[size]=2&page[number]=9')).ids, [])

    const statements = await statementsOf(async () => {
      ;(await client.get('/api/v1/me/tickets').bearerToken(token)).assertStatus(200)
    })
    assert.lengthOf(statements, 2, statements.join('\n'))
  })

  test('needs a signed-in user; bad paging is 400', async ({ client, assert }) => {
    ;(await client.get('/api/v1/me/tickets')).assertStatus(401)
    const { token } = await signedIn('guest', verified)
    const response = await client.get('/api/v1/me/tickets?page[size]=500').bearerToken(token)
    response.assertStatus(400)
    assert.equal(response.body().errors[0].source.parameter, 'page[size]')
  })
})
