import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { doorEvent, doorLinkOf, otherOrganizer } from '#tests/support/check_in_fixtures'

const lookup = (code: string) => `/api/v1/check-in/${encodeURIComponent(code)}`

test.group('GET /check-in/{code}', (group) => {
  useAccountsFixtures(group)

  test('the organizer sees the ticket, its payment and the e-mail', async ({ client, assert }) => {
    const { token, event, tickets } = await doorEvent({ priceCents: 1500 })
    const response = await client.get(lookup(tickets[0]!.code)).bearerToken(token)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'no-store')
    assert.deepEqual(response.body().data, {
      type: 'attendees',
      id: String(tickets[0]!.id),
      attributes: {
        event_id: String(event.id),
        code: tickets[0]!.code,
        name: 'Maria Papadopoulou',
        email: 'attendee@private.example',
        ticket_name: 'Full pass',
        quantity: 3,
        checked_in_qty: 0,
        remaining: 3,
        status: 'completed',
        payment_state: 'paid',
        refusal: null,
      },
    })
  })

  test('a door-staff link sees names and tickets, never the e-mail', async ({ client, assert }) => {
    const { token, event, tickets } = await doorEvent()
    const link = await doorLinkOf(client, token, event.id)
    const response = await client.get(lookup(tickets[0]!.code)).bearerToken(link.token)
    response.assertStatus(200)
    const attributes = response.body().data.attributes
    assert.isNull(attributes.email)
    assert.equal(attributes.name, 'Maria Papadopoulou')
    assert.equal(attributes.payment_state, 'free')
    assert.notInclude(response.text(), 'private.example')
  })

  test('fully checked in and cancelled tickets are answered with their refusal', async ({
    client,
    assert,
  }) => {
    const { token, booking, tickets } = await doorEvent({
      attendees: [
        { name: 'In already', quantity: 2 },
        { name: 'Cancelled', quantity: 1 },
      ],
    })
    await db.from('attendees').where('id', tickets[0]!.id).update({ checked_in_qty: 2 })
    await db.from('attendees').where('id', tickets[1]!.id).update({ status: 'cancelled' })
    const full = await client.get(lookup(tickets[0]!.code)).bearerToken(token)
    assert.include(full.body().data.attributes, { refusal: 'already_checked_in', remaining: 0 })
    const cancelled = await client.get(lookup(tickets[1]!.code)).bearerToken(token)
    assert.include(cancelled.body().data.attributes, { refusal: 'cancelled', status: 'cancelled' })
    assert.isAbove(booking.orderId, 0)
  })

  test('forged, altered and foreign codes are not found', async ({ client, assert }) => {
    const { token, event, tickets } = await doorEvent()
    const other = await doorEvent()
    const code = tickets[0]!.code
    const forged = code.slice(0, -3) + (code.endsWith('AAA') ? 'BAA' : 'AAA')
    const renumbered = code.replace(`${event.id}.`, `${other.event.id}.`)
    const link = await doorLinkOf(client, token, event.id)
    for (const [caller, value] of [
      [token, forged],
      [token, renumbered],
      [token, 'not-a-code'],
      [token, code.replace(`${event.id}.${tickets[0]!.id}.`, '99999999999.99999999999.')],
      [link.token, other.tickets[0]!.code],
      [token, other.tickets[0]!.code],
    ] as const) {
      const response = await client.get(lookup(value)).bearerToken(caller)
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    }
  })

  test('another organizer gets 404, a free plan 403, no token 401', async ({ client, assert }) => {
    const { tickets } = await doorEvent()
    const stranger = await otherOrganizer()
    const response = await client.get(lookup(tickets[0]!.code)).bearerToken(stranger.token)
    response.assertStatus(404)
    const free = await doorEvent({ role: 'creator' })
    const refused = await client.get(lookup(free.tickets[0]!.code)).bearerToken(free.token)
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'plan_required')
    const anonymous = await client.get(lookup(tickets[0]!.code))
    anonymous.assertStatus(401)
  })
})
