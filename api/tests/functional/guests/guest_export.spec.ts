import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { sqlInstant } from '#lib/utc_date_time'
import { firstError, signedIn, tokenOf, useAccountsFixtures } from '#tests/helpers'
import { guestEvent } from './fixtures.js'

const csvOf = (eventId: number, query = '') => `/api/v1/events/${eventId}/attendees.csv?${query}`

/** The CSV's lines (the BOM checked and removed). */
function linesOf(text: string, assert: { equal: (a: unknown, b: unknown) => void }) {
  assert.equal(text.charCodeAt(0), 0xfeff)
  return text.slice(1).trimEnd().split('\n')
}

test.group('GET /events/{id}/attendees.csv', (group) => {
  useAccountsFixtures(group)

  test('the guest list by name with a BOM, formulas neutralised, headers in English', async ({
    client,
    assert,
  }) => {
    const { user, event, paid } = await guestEvent()
    await db
      .from('attendees')
      .where('id', paid.attendees[1]!.id)
      .update({ name: '=HYPERLINK("x")' })
    await db
      .from('attendees')
      .where('id', paid.attendees[0]!.id)
      .update({ special_requirements: '+1 vegan' })
    const response = await client.get(csvOf(event.id)).bearerToken(await tokenOf(user))
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/csv; charset=utf-8')
    assert.include(response.header('content-disposition'), `guests-${event.id}.csv`)
    const lines = linesOf(response.text(), assert)
    assert.equal(
      lines[0],
      'Booking number,Name,E-mail,Phone number,Ticket,Quantity,Checked in,Payment,Status,Attendance,Special requirements,Booked at (UTC)',
    )
    assert.lengthOf(lines, 6)
    assert.match(lines[1]!, /^[0-9A-Za-z]{10},"'=HYPERLINK\(""x""\)",nikos@guests\.example,/)
    assert.include(lines[4]!, `${paid.hashCode},Maria Papadopoulou,maria@guests.example,`)
    assert.include(lines[4]!, ",Full pass,2,1,Paid,Confirmed,,'+1 vegan,")
    assert.include(lines[5]!, 'Zoe Alexiou')
    assert.include(lines[5]!, ',Refunded,Cancelled,')
  })

  test('filters apply; Greek headers for Accept-Language el', async ({ client, assert }) => {
    const { user, event } = await guestEvent()
    const response = await client
      .get(csvOf(event.id, 'filter[payment]=paid'))
      .header('Accept-Language', 'el')
      .bearerToken(await tokenOf(user))
    response.assertStatus(200)
    const lines = linesOf(response.text(), assert)
    assert.lengthOf(lines, 3)
    assert.match(lines[0]!, /^Αριθμός κράτησης,Όνομα,/)
    assert.include(lines[1]!, ',Πληρωμένη,')
  })

  test('streams every attendee past a chunk of 1,000, in name order', async ({
    client,
    assert,
  }) => {
    const { user, event, offer, free } = await guestEvent()
    const line = await db.from('order_lines').where('order_id', free.orderId).first()
    const now = sqlInstant(db.connection(), new Date())
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      order_id: free.orderId,
      order_line_id: line.id,
      event_id: event.id,
      event_ticket_id: offer.id,
      transaction_id: randomUUID(),
      name: `Guest ${String(index % 600).padStart(4, '0')}`,
      email: `guest${index}@guests.example`,
      quantity: 1,
      status: 'completed',
      created_at: now,
      updated_at: now,
    }))
    for (let start = 0; start < rows.length; start += 200)
      await db.table('attendees').multiInsert(rows.slice(start, start + 200))
    const response = await client.get(csvOf(event.id)).bearerToken(await tokenOf(user))
    response.assertStatus(200)
    const lines = linesOf(response.text(), assert).slice(1)
    assert.lengthOf(lines, 1203 + 5)
    const emails = lines.map((text) => text.split(',')[2])
    assert.equal(new Set(emails).size, emails.length)
    const names = lines.map((text) => text.split(',')[1]!)
    assert.deepEqual(names, [...names].sort())
  })

  test("another organizer's event is 404 as a JSON:API error; no token 401", async ({
    client,
    assert,
  }) => {
    const { event } = await guestEvent()
    const other = await signedIn('organizer')
    const response = await client.get(csvOf(event.id)).bearerToken(other.token)
    response.assertStatus(404)
    assert.equal(firstError(response.body()).code, 'not_found')
    ;(await client.get(csvOf(event.id))).assertStatus(401)
  })
})
