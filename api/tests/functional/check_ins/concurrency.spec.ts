import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { firstError } from '#tests/helpers'
import { useCommittedFixtures } from '#tests/functional/orders/committed'
import { checkInDocument, doorEvent, doorLinkOf } from '#tests/support/check_in_fixtures'

/*
| Real parallel requests on committed data (docs/ARCHITECTURE.md "Single admission"): on
| PostgreSQL each request's transaction has its own pooled connection, so the guarded statement and
| the unique nonce really race; on SQLite the transactions queue for the one writer.
*/
test.group('POST /check-ins under concurrency', (group) => {
  useCommittedFixtures(group)

  test('two scanners × 50 at once on a ticket for 5: exactly 5 admitted', async ({
    client,
    assert,
  }) => {
    const { token, event, tickets } = await doorEvent({
      attendees: [{ name: 'Party of five', quantity: 5 }],
    })
    const link = await doorLinkOf(client, token, event.id, 'Gate B')
    const id = tickets[0]!.id
    const scan = (bearer: string) =>
      client.post('/api/v1/check-ins').bearerToken(bearer).json(checkInDocument(id, 1))
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => [scan(token), scan(link.token)]).flat(),
    )

    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 5)
    assert.equal(statuses.filter((status) => status === 409).length, 95)
    const codes = new Set(
      responses.filter((r) => r.status() === 409).map((r) => firstError(r.body()).code),
    )
    assert.deepEqual([...codes], ['already_checked_in'])
    const row = await db.from('attendees').where('id', id).first()
    assert.equal(Number(row.checked_in_qty), 5)
    const admitted = await db.from('check_ins').where({ attendee_id: id, outcome: 'admitted' })
    assert.lengthOf(admitted, 5)
    assert.lengthOf(await db.from('check_ins').where('attendee_id', id), 100)
  }).timeout(120_000)

  test('one nonce 20 times at once: applied once, every answer the same record', async ({
    client,
    assert,
  }) => {
    const { token, tickets } = await doorEvent()
    const body = checkInDocument(tickets[0]!.id, 2)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/v1/check-ins').bearerToken(token).json(body),
      ),
    )
    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1)
    assert.equal(statuses.filter((status) => status === 200).length, 19)
    assert.equal(new Set(responses.map((r) => JSON.stringify(r.body().data))).size, 1)
    const row = await db.from('attendees').where('id', tickets[0]!.id).first()
    assert.equal(Number(row.checked_in_qty), 2)
    assert.lengthOf(await db.from('check_ins').where('attendee_id', tickets[0]!.id), 1)
  }).timeout(60_000)
})
