import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { addEventAttributes, wallTime } from '../events/helpers.js'

/**
 * Every date is within the years 1970–2099 (docs/API.md): an event dated in the year 9999 once
 * duplicated into ticket offers that could no longer be read back.
 */
const RANGE = { code: 'date_out_of_range', source: { pointer: '/data/attributes/start_at' } }

async function eventWithOffer(userId: number, startAt: DateTime, endSaleAt: DateTime) {
  const startSaleAt = DateTime.min(startAt, endSaleAt).minus({ days: 20 })
  const event = await EventFactory.apply('physical')
    .merge({ userId, startAt, endAt: startAt.plus({ hours: 2 }) })
    .create()
  const ticket = await TicketFactory.merge({ userId }).create()
  await EventTicketFactory.merge({
    eventId: event.id,
    ticketId: ticket.id,
    startSaleAt,
    endSaleAt,
  }).create()
  return event
}

test.group('Bad input: far dates', (group) => {
  useAccountsFixtures(group)

  test('an event dated beyond 2099 is 422 date_out_of_range, nothing saved', async ({
    client,
    assert,
  }) => {
    const { token } = await signedIn('organizer')
    const events = await countRows('events')
    const response = await client
      .post('/api/v1/events')
      .bearerToken(token)
      .json(document('events', addEventAttributes({ start_at: '9999-12-31 23:00:00' })))
    response.assertStatus(422)
    assert.deepInclude(firstError(response.body()), RANGE)
    assert.include(firstError(response.body()).detail, '2099')
    assert.equal(await countRows('events'), events)
  })

  test('a duplicate that would move ticket sales beyond 2099 is refused whole', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const start = DateTime.utc().plus({ days: 10 }).startOf('hour')
    const event = await eventWithOffer(user.id, start, DateTime.utc(2099, 6, 1))
    const [events, offers] = [await countRows('events'), await countRows('event_tickets')]

    const response = await client
      .post(`/api/v1/events/${event.id}/duplicate`)
      .bearerToken(token)
      .json(document('events', { start_at: '2099-01-01 10:00:00', end_at: '2099-01-01 12:00:00' }))

    response.assertStatus(422)
    assert.deepInclude(firstError(response.body()), RANGE)
    assert.equal(await countRows('events'), events)
    assert.equal(await countRows('event_tickets'), offers)
  })

  test('an event saved in 9999 before the bound duplicates into readable offers', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const far = DateTime.utc(9999, 12, 1)
    const event = await eventWithOffer(user.id, far, far.minus({ days: 1 }))

    const response = await client
      .post(`/api/v1/events/${event.id}/duplicate`)
      .bearerToken(token)
      .json(document('events', { start_at: wallTime(30, 18), end_at: wallTime(30, 20) }))
    response.assertStatus(201)

    const offers = await client
      .get(`/api/v1/event-tickets?filter[event_id]=${response.body().data.id}`)
      .bearerToken(token)
    offers.assertStatus(200)
    assert.lengthOf(offers.body().data, 1)
  })

  test('a duplicate dated 9999 is refused by the same rule', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const event = await eventWithOffer(user.id, DateTime.utc().plus({ days: 10 }), DateTime.utc())
    const response = await client
      .post(`/api/v1/events/${event.id}/duplicate`)
      .bearerToken(token)
      .json(document('events', { start_at: '9999-12-30 10:00:00', end_at: '9999-12-31 10:00:00' }))
    response.assertStatus(422)
    assert.deepInclude(firstError(response.body()), RANGE)
  })
})
