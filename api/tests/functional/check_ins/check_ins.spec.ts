import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import {
  checkInDocument,
  doorEvent,
  doorLinkOf,
  otherOrganizer,
} from '#tests/support/check_in_fixtures'

const post = '/api/v1/check-ins'

async function checkedIn(attendeeId: number): Promise<number> {
  const row = await db.from('attendees').where('id', attendeeId).select('checked_in_qty').first()
  return Number(row.checked_in_qty)
}

test.group('POST /check-ins', (group) => {
  useAccountsFixtures(group)

  test('admits two of three, logs the scan, the card sees one left', async ({ client, assert }) => {
    const { token, event, tickets } = await doorEvent()
    const body = checkInDocument(tickets[0]!.id, 2, { gate: 'North', device: 'phone-1' })
    const response = await client.post(post).bearerToken(token).json(body)
    response.assertStatus(201)
    const { data } = response.body()
    assert.equal(data.type, 'check-ins')
    assert.include(data.attributes, {
      attendee_id: String(tickets[0]!.id),
      quantity: 2,
      outcome: 'admitted',
      checked_in_qty: 2,
      remaining: 1,
      gate: 'North',
      device: 'phone-1',
    })
    assert.equal(await checkedIn(tickets[0]!.id), 2)
    const log = await db.from('check_ins').where('nonce', body.data.attributes.nonce).first()
    assert.include(log, { event_id: event.id, quantity: 2, outcome: 'admitted', gate: 'North' })
    assert.isNotNull(log.user_id)
    assert.isNull(log.door_link_id)
  })

  test('past the remainder: 409 with the admissions, refused scan logged, nothing changed', async ({
    client,
    assert,
  }) => {
    const { token, event, tickets } = await doorEvent()
    const link = await doorLinkOf(client, token, event.id, 'South')
    const first = checkInDocument(tickets[0]!.id, 2, { device: 'tablet' })
    ;(await client.post(post).bearerToken(link.token).json(first)).assertStatus(201)
    const response = await client
      .post(post)
      .bearerToken(token)
      .json(checkInDocument(tickets[0]!.id, 2))
    response.assertStatus(409)
    const error = response.body().errors[0]
    assert.equal(error.code, 'already_checked_in')
    assert.deepEqual(error.meta.attendee, {
      id: String(tickets[0]!.id),
      quantity: 3,
      checked_in_qty: 2,
      remaining: 1,
      status: 'completed',
    })
    assert.lengthOf(error.meta.check_ins, 1)
    assert.include(error.meta.check_ins[0], {
      quantity: 2,
      gate: 'South',
      device: 'tablet',
      by: 'door_link',
    })
    assert.equal(await checkedIn(tickets[0]!.id), 2)
    const outcomes = await db.from('check_ins').where('attendee_id', tickets[0]!.id).orderBy('id')
    assert.deepEqual(
      outcomes.map((row) => row.outcome),
      ['admitted', 'refused'],
    )
  })

  test('a repeated nonce is applied once and answers the first record', async ({
    client,
    assert,
  }) => {
    const { token, tickets } = await doorEvent()
    const body = checkInDocument(tickets[0]!.id, 1)
    const first = await client.post(post).bearerToken(token).json(body)
    first.assertStatus(201)
    const again = await client.post(post).bearerToken(token).json(body)
    again.assertStatus(200)
    assert.deepEqual(again.body().data, first.body().data)
    assert.equal(await checkedIn(tickets[0]!.id), 1)
    const other = { data: { ...body.data, attributes: { ...body.data.attributes, quantity: 2 } } }
    const mismatch = await client.post(post).bearerToken(token).json(other)
    mismatch.assertStatus(409)
    assert.equal(firstError(mismatch.body()).code, 'idempotency_mismatch')
    assert.equal(await checkedIn(tickets[0]!.id), 1)
  })

  test('undo takes admissions back, never below zero; a door link cannot undo', async ({
    client,
    assert,
  }) => {
    const { token, event, tickets } = await doorEvent()
    const id = tickets[0]!.id
    ;(await client.post(post).bearerToken(token).json(checkInDocument(id, 2))).assertStatus(201)
    const undo = await client.post(post).bearerToken(token).json(checkInDocument(id, -1))
    undo.assertStatus(201)
    assert.include(undo.body().data.attributes, { checked_in_qty: 1, remaining: 2 })
    const tooMuch = await client.post(post).bearerToken(token).json(checkInDocument(id, -2))
    tooMuch.assertStatus(409)
    assert.equal(firstError(tooMuch.body()).code, 'not_checked_in')
    const link = await doorLinkOf(client, token, event.id)
    const byDoor = await client.post(post).bearerToken(link.token).json(checkInDocument(id, -1))
    byDoor.assertStatus(403)
    assert.equal(await checkedIn(id), 1)
  })

  test('a cancelled booking is refused with ticket_cancelled', async ({ client, assert }) => {
    const { token, tickets } = await doorEvent()
    await db.from('attendees').where('id', tickets[0]!.id).update({ status: 'cancelled' })
    const response = await client
      .post(post)
      .bearerToken(token)
      .json(checkInDocument(tickets[0]!.id, 1))
    response.assertStatus(409)
    assert.equal(firstError(response.body()).code, 'ticket_cancelled')
    assert.equal(await checkedIn(tickets[0]!.id), 0)
  })

  test("another organizer, another event's door link: 404; bad input: 422", async ({
    client,
    assert,
  }) => {
    const { tickets } = await doorEvent()
    const other = await doorEvent()
    const stranger = await otherOrganizer()
    const asStranger = await client
      .post(post)
      .bearerToken(stranger.token)
      .json(checkInDocument(tickets[0]!.id, 1))
    asStranger.assertStatus(404)
    const link = await doorLinkOf(client, other.token, other.event.id)
    const asLink = await client
      .post(post)
      .bearerToken(link.token)
      .json(checkInDocument(tickets[0]!.id, 1))
    asLink.assertStatus(404)
    const huge = await client
      .post(post)
      .bearerToken(other.token)
      .json({
        data: {
          ...checkInDocument(1, 1).data,
          attributes: { ...checkInDocument(1, 1).data.attributes, attendee_id: '3000000000' },
        },
      })
    huge.assertStatus(404)
    const body = checkInDocument(tickets[0]!.id, 0, { nonce: 'short' })
    const invalid = await client.post(post).bearerToken(other.token).json(body)
    invalid.assertStatus(422)
    const fields = invalid
      .body()
      .errors.map((error: { source: { pointer: string } }) => error.source.pointer)
    assert.sameMembers(fields, ['/data/attributes/quantity', '/data/attributes/nonce'])
    assert.equal(await checkedIn(tickets[0]!.id), 0)
    assert.equal(
      await db
        .from('check_ins')
        .count('* as n')
        .first()
        .then((r) => Number(r.n)),
      0,
    )
  })
})
