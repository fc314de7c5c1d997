import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Event from '#models/event'
import EventTicket from '#models/event_ticket'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { TicketFactory } from '#database/factories/ticket_factory'
import { createUser, useAccountsFixtures } from '#tests/helpers'

test.group('Event data model', (group) => {
  useAccountsFixtures(group)

  test('an event round-trips every kind of column and its relations', async ({ assert }) => {
    const user = await createUser('organizer')
    const category = await CategoryFactory.create()
    const startAt = DateTime.fromISO('2031-05-04T19:30:00', { zone: 'Europe/Athens' })
    const event = await EventFactory.merge({
      userId: user.id,
      categoryId: category.id,
      startAt,
      endAt: startAt.plus({ hours: 3 }),
      eventAgenda: [{ title: 'Doors', start_at: '2031-05-04 19:30', content: 'Welcome' }],
      customBrandColors: { primary: '#112233' },
      showOnCalendar: true,
    })
      .with('tags', 2, (tag) => tag.merge({ userId: user.id }))
      .with('venues', 1, (venue) => venue.merge({ userId: user.id }))
      .with('assets', 2)
      .create()

    const found = await Event.query()
      .where('id', event.id)
      .preload('tags')
      .preload('venues')
      .preload('assets')
      .preload('category')
      .firstOrFail()
    assert.match(found.hashCode, /^[0-9A-Za-z]{10}$/)
    assert.match(found.uuid, /^[0-9a-f-]{36}$/)
    assert.equal(found.startAt.toUTC().toISO(), '2031-05-04T16:30:00.000Z')
    assert.equal(found.endAt.diff(found.startAt, 'hours').hours, 3)
    assert.deepEqual(found.eventAgenda, [
      { title: 'Doors', start_at: '2031-05-04 19:30', content: 'Welcome' },
    ])
    assert.deepEqual(found.customBrandColors, { primary: '#112233' })
    assert.isTrue(found.showOnCalendar)
    assert.isFalse(found.multipleAddresses)
    assert.lengthOf(found.tags, 2)
    assert.lengthOf(found.venues, 1)
    assert.lengthOf(found.assets, 2)
    assert.equal(found.category.id, category.id)
  })

  test('an event ticket is unique per event and its sold quantity never goes below zero', async ({
    assert,
  }) => {
    const user = await createUser('organizer')
    const event = await EventFactory.merge({ userId: user.id }).create()
    const ticket = await TicketFactory.merge({ userId: user.id }).create()
    const base = {
      eventId: event.id,
      ticketId: ticket.id,
      startSaleAt: DateTime.utc(),
      endSaleAt: DateTime.utc().plus({ days: 1 }),
    }
    const offered = await EventTicket.create(base)
    // Each refused write runs in its own savepoint: PostgreSQL aborts the enclosing transaction otherwise.
    await assert.rejects(() => db.transaction((trx) => EventTicket.create(base, { client: trx })))
    await assert.rejects(() =>
      db.transaction((trx) =>
        trx.from('event_tickets').where('id', offered.id).update({ sold_quantity: -1 }),
      ),
    )
    const fresh = await EventTicket.findOrFail(offered.id)
    assert.equal(fresh.soldQuantity, 0)
    assert.equal(fresh.totalQuantity, -1)
    assert.isFalse(fresh.personalizedTicket)
  })
})
