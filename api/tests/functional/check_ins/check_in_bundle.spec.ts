import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { codeHash } from '@tessera/shared/domain/check-in/code-hash'
import { CHECK_REVISION_TRIGGERS } from '#database/migrations/0503_add_check_in_revisions'
import { statementsOf, useAccountsFixtures } from '#tests/helpers'
import { checkInDocument, doorEvent, doorLinkOf } from '#tests/support/check_in_fixtures'

const bundlePath = (eventId: number, since?: number) =>
  `/api/v1/events/${eventId}/check-in-bundle${since === undefined ? '' : `?since=${since}`}`

test.group('GET /events/{id}/check-in-bundle and check-in-counts', (group) => {
  useAccountsFixtures(group)

  test('the bundle: public key and every signed ticket, names only', async ({ client, assert }) => {
    const { token, event, tickets } = await doorEvent({
      attendees: [
        { name: 'Maria', quantity: 3 },
        { name: 'Nikos', quantity: 1 },
      ],
    })
    const response = await client.get(bundlePath(event.id)).bearerToken(token)
    response.assertStatus(200)
    const bundle = response.body().data.attributes
    const key = await db.from('event_keys').where('event_id', event.id).first()
    assert.equal(bundle.public_key, key.public_key)
    assert.isTrue(bundle.complete)
    assert.isAbove(bundle.revision, 0)
    assert.deepEqual(bundle.attendees[0], {
      id: String(tickets[0]!.id),
      code_hash: await codeHash(tickets[0]!.code),
      name: 'Maria',
      ticket_name: 'Full pass',
      quantity: 3,
      checked_in_qty: 0,
      status: 'completed',
      payment_state: 'free',
    })
    assert.lengthOf(bundle.attendees, 2)
    assert.notInclude(response.text(), 'private.example')
  })

  test('?since answers only what changed: a check-in, a cancellation', async ({
    client,
    assert,
  }) => {
    const { token, event, tickets } = await doorEvent({
      attendees: [
        { name: 'Maria', quantity: 3 },
        { name: 'Nikos', quantity: 1 },
      ],
    })
    const first = (await client.get(bundlePath(event.id)).bearerToken(token)).body().data.attributes
    const unchanged = await client.get(bundlePath(event.id, first.revision)).bearerToken(token)
    assert.deepEqual(unchanged.body().data.attributes.attendees, [])
    assert.isFalse(unchanged.body().data.attributes.complete)
    await client
      .post('/api/v1/check-ins')
      .bearerToken(token)
      .json(checkInDocument(tickets[0]!.id, 2))
    const afterScan = (
      await client.get(bundlePath(event.id, first.revision)).bearerToken(token)
    ).body().data.attributes
    assert.deepEqual(
      afterScan.attendees.map((entry: { id: string; checked_in_qty: number }) => [
        entry.id,
        entry.checked_in_qty,
      ]),
      [[String(tickets[0]!.id), 2]],
    )
    await db.from('attendees').where('id', tickets[1]!.id).update({ status: 'cancelled' })
    const afterCancel = (
      await client.get(bundlePath(event.id, afterScan.revision)).bearerToken(token)
    ).body().data.attributes
    assert.deepEqual(
      afterCancel.attendees.map((entry: { id: string; status: string }) => [
        entry.id,
        entry.status,
      ]),
      [[String(tickets[1]!.id), 'cancelled']],
    )
    assert.isAbove(afterCancel.revision, afterScan.revision)
    const bad = await client
      .get(`/api/v1/events/${event.id}/check-in-bundle?since=-1`)
      .bearerToken(token)
    bad.assertStatus(400)
  })

  test('counts: arrived of expected, per gate', async ({ client, assert }) => {
    const { token, event, tickets } = await doorEvent({
      attendees: [
        { name: 'Maria', quantity: 3 },
        { name: 'Nikos', quantity: 2 },
      ],
    })
    const link = await doorLinkOf(client, token, event.id, 'South')
    const scan = (bearer: string, id: number, n: number, gate?: string) =>
      client
        .post('/api/v1/check-ins')
        .bearerToken(bearer)
        .json(checkInDocument(id, n, { gate }))
    await scan(link.token, tickets[0]!.id, 2)
    await scan(token, tickets[1]!.id, 2, 'North')
    await scan(token, tickets[1]!.id, -1)
    const response = await client
      .get(`/api/v1/events/${event.id}/check-in-counts`)
      .bearerToken(link.token)
    response.assertStatus(200)
    const counts = response.body().data.attributes
    assert.include(counts, { expected: 5, arrived: 3 })
    assert.sameDeepMembers(counts.gates, [
      { gate: null, arrived: -1 },
      { gate: 'North', arrived: 2 },
      { gate: 'South', arrived: 2 },
    ])
  })

  test('a door read costs the same few statements for 1 or 30 tickets (no per-row reads)', async ({
    client,
    assert,
  }) => {
    const counts = []
    for (const parties of [1, 30]) {
      const attendees = Array.from({ length: parties }, (_, i) => ({ name: `Guest ${i}` }))
      const { token, event, tickets } = await doorEvent({ attendees })
      const link = await doorLinkOf(client, token, event.id)
      const read = (path: string) => () => client.get(path).bearerToken(link.token)
      const bundle = await statementsOf(read(bundlePath(event.id)))
      const lookup = await statementsOf(read(`/api/v1/check-in/${tickets[0]!.code}`))
      counts.push([bundle.length, lookup.length])
    }
    assert.deepEqual(counts[0], counts[1])
    assert.deepEqual(counts[0], [3, 2])
  })

  test('the revision triggers exist after every migration', async ({ assert }) => {
    const pg = db.connection().dialect.name === 'postgres'
    const rows = pg
      ? await db.rawQuery(
          `select tgname as name from pg_trigger where tgrelid = 'attendees'::regclass`,
        )
      : await db.rawQuery(
          `select name from sqlite_master where type = 'trigger' and tbl_name = 'attendees'`,
        )
    const names = (pg ? rows.rows : rows).map((row: { name: string }) => row.name)
    assert.includeMembers(names, CHECK_REVISION_TRIGGERS)
  })
})
