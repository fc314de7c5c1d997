import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { EventFactory } from '#database/factories/event_factory'
import { EventTicketFactory } from '#database/factories/event_ticket_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { seedBooking } from '#tests/support/booking_factory'
import { countRows, firstError, setDemoMode, signedIn, useAccountsFixtures } from '#tests/helpers'
import { ownTagAndVenue } from './helpers.js'

test.group('DELETE /events/{id}', (group) => {
  useAccountsFixtures(group)

  test('deletes an event with its links, unsold ticket offers and file rows; keeps tags, venues and tickets', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const { tag, venue } = await ownTagAndVenue(user)
    const ticket = await TicketFactory.merge({ userId: user.id }).create()
    const event = await EventFactory.merge({ userId: user.id }).with('assets', 2).create()
    await event.related('tags').attach([tag.id])
    await event.related('venues').attach([venue.id])
    await EventTicketFactory.merge({ eventId: event.id, ticketId: ticket.id }).create()

    const response = await client.delete(`/api/v1/events/${event.id}`).bearerToken(token)
    response.assertStatus(204)
    assert.equal(await countRows('events', { id: event.id }), 0)
    assert.equal(await countRows('event_tags', { event_id: event.id }), 0)
    assert.equal(await countRows('event_venues', { event_id: event.id }), 0)
    assert.equal(await countRows('event_tickets', { event_id: event.id }), 0)
    assert.equal(await countRows('assets', { event_id: event.id }), 0)
    assert.equal(await countRows('tags', { id: tag.id }), 1)
    assert.equal(await countRows('venues', { id: venue.id }), 1)
    assert.equal(await countRows('tickets', { id: ticket.id }), 1)
  })

  test('refuses while tickets are sold (409 has_associated_items) and keeps everything', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const ticket = await TicketFactory.merge({ userId: user.id }).create()
    const event = await EventFactory.merge({ userId: user.id }).create()
    const offer = await EventTicketFactory.merge({
      eventId: event.id,
      ticketId: ticket.id,
      soldQuantity: 1,
    }).create()

    const response = await client
      .delete(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .header('Accept-Language', 'el')
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'has_associated_items')
    assert.equal(firstError(response.body()).detail, 'Αυτή η εκδήλωση έχει ήδη πωλημένα εισιτήρια.')
    assert.equal(await countRows('events', { id: event.id }), 1)
    assert.equal(await countRows('event_tickets', { id: offer.id }), 1)

    await db.from('event_tickets').where('id', offer.id).update({ sold_quantity: 0 })
    const again = await client.delete(`/api/v1/events/${event.id}`).bearerToken(token)
    again.assertStatus(204)
  })

  test('refuses while the event has bookings, even only an expired hold (409, not a failed delete)', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const ticket = await TicketFactory.merge({ userId: user.id }).create()
    const event = await EventFactory.merge({ userId: user.id }).create()
    const offer = await EventTicketFactory.merge({
      eventId: event.id,
      ticketId: ticket.id,
    }).create()
    const { orderId } = await seedBooking(event, offer, { status: 'expired' })
    assert.equal(await countRows('event_tickets', { id: offer.id, sold_quantity: 0 }), 1)

    const response = await client.delete(`/api/v1/events/${event.id}`).bearerToken(token)
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'has_associated_items')
    assert.equal(await countRows('events', { id: event.id }), 1)
    assert.equal(await countRows('orders', { id: orderId }), 1)
  })

  test('in demo mode events 1 and 2 cannot be changed or deleted (403 protected_record)', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('admin')
    const first = await EventFactory.merge({ id: 1, userId: user.id, name: 'Demo one' }).create()
    const second = await EventFactory.merge({ id: 2, userId: user.id, name: 'Demo two' }).create()
    const third = await EventFactory.merge({ id: 3, userId: user.id, name: 'Demo three' }).create()
    setDemoMode(true)
    for (const event of [first, second]) {
      const patched = await client
        .patch(`/api/v1/events/${event.id}`)
        .bearerToken(token)
        .json({ data: { type: 'events', attributes: { name: 'Changed' } } })
      patched.assertStatus(403)
      assert.equal(firstError(patched.body()).code, 'protected_record')
      const deleted = await client.delete(`/api/v1/events/${event.id}`).bearerToken(token)
      deleted.assertStatus(403)
      assert.equal(firstError(deleted.body()).code, 'protected_record')
    }
    assert.equal(await countRows('events', { name: 'Changed' }), 0)
    assert.equal(await countRows('events'), 3)
    const patched = await client
      .patch(`/api/v1/events/${third.id}`)
      .bearerToken(token)
      .json({ data: { type: 'events', attributes: { name: 'Changed' } } })
    patched.assertStatus(200)

    setDemoMode(false)
    const outsideDemo = await client.delete(`/api/v1/events/${first.id}`).bearerToken(token)
    outsideDemo.assertStatus(204)
  })
})
