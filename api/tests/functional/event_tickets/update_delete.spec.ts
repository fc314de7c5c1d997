import { test } from '@japa/runner'
import EventTicket from '#models/event_ticket'
import { document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { offerOn, organizerWithEvent, ticketOf, wallTime } from '#tests/fixtures/event_tickets'

test.group('PATCH and DELETE /event-tickets/{id}', (group) => {
  useAccountsFixtures(group)

  test('changes the settings; sold quantity and floor plan are read-only here', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket, { soldQuantity: 3 })
    const response = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(token)
      .json(
        document('event-tickets', {
          price: 12.5,
          absorb_service_fee: -1,
          is_reservation: true,
          total_quantity: 80,
          sale_range: [wallTime(-1), wallTime(5)],
          attendance_type: 'physical',
          sold_quantity: 0,
          floor_plan_image: 'https://evil.example/plan.png',
        }),
      )
    response.assertStatus(200)
    assert.include(response.body().data.attributes, {
      price: 12.5,
      sold_quantity: 3,
      remaining: 77,
      sale_state: 'on_sale',
      floor_plan_image: null,
    })
    await offer.refresh()
    assert.equal(offer.priceCents, 1250)
    assert.equal(offer.absorbServiceFee, -1)
    assert.isTrue(offer.isReservation)
    assert.equal(offer.totalQuantity, 80)
    assert.equal(offer.soldQuantity, 3)
    assert.isNull(offer.floorPlanImage)
    assert.equal(offer.attendanceType, 'physical')
  })

  test('the quantity can go down to the units sold, not below', async ({ client, assert }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket, { soldQuantity: 20, totalQuantity: 50 })
    const below = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(token)
      .json(document('event-tickets', { total_quantity: 19 }))
    below.assertStatus(422)
    assert.equal(firstError(below.body()).code, 'too_small')
    assert.equal(firstError(below.body()).source?.pointer, '/data/attributes/total_quantity')
    assert.equal(firstError(below.body()).detail, 'This value must be at least 20.')
    await offer.refresh()
    assert.equal(offer.totalQuantity, 50)

    const equal = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(token)
      .json(document('event-tickets', { total_quantity: 20 }))
    equal.assertStatus(200)
    assert.include(equal.body().data.attributes, {
      total_quantity: 20,
      remaining: 0,
      sale_state: 'sold_out',
    })
  })

  test('a window ending before it starts and a quantity above the capacity are refused', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket)
    const end = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(token)
      .json(
        document('event-tickets', { end_sale_at: offer.startSaleAt.minus({ seconds: 1 }).toISO() }),
      )
    end.assertStatus(422)
    assert.equal(firstError(end.body()).source?.pointer, '/data/attributes/sale_range')
    assert.equal(firstError(end.body()).code, 'end_before_start')

    const big = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(token)
      .json(document('event-tickets', { total_quantity: 101 }))
    big.assertStatus(422)
    assert.equal(firstError(big.body()).code, 'too_big')
  })

  test('an offer stays on its event and ticket', async ({ client, assert }) => {
    const { user, token, event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket)
    const other = await ticketOf(user)
    const response = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(token)
      .json(document('event-tickets', { price: 5 }, { ticket: { type: 'tickets', id: other.id } }))
    response.assertStatus(422)
    assert.equal(firstError(response.body()).source?.pointer, '/data/relationships/ticket')
    await offer.refresh()
    assert.equal(offer.ticketId, ticket.id)
  })

  test('takes an unsold ticket off its event; a sold one stays (409)', async ({
    client,
    assert,
  }) => {
    const { user, token, event, ticket } = await organizerWithEvent()
    const unsold = await offerOn(event, ticket)
    const removed = await client.delete(`/api/v1/event-tickets/${unsold.id}`).bearerToken(token)
    removed.assertStatus(204)
    assert.isNull(await EventTicket.find(unsold.id))

    const sold = await offerOn(event, await ticketOf(user), { soldQuantity: 1 })
    const refused = await client.delete(`/api/v1/event-tickets/${sold.id}`).bearerToken(token)
    refused.assertStatus(409)
    assert.equal(firstError(refused.body()).code, 'has_associated_items')
    assert.isNotNull(await EventTicket.find(sold.id))
  })

  test('another organizer gets 404 everywhere; super users may act', async ({ client, assert }) => {
    const { event, ticket } = await organizerWithEvent()
    const offer = await offerOn(event, ticket)
    const stranger = await signedIn('organizer')
    const answers = [
      await client.get(`/api/v1/event-tickets/${offer.id}`).bearerToken(stranger.token),
      await client
        .patch(`/api/v1/event-tickets/${offer.id}`)
        .bearerToken(stranger.token)
        .json(document('event-tickets', { price: 1 })),
      await client.delete(`/api/v1/event-tickets/${offer.id}`).bearerToken(stranger.token),
    ]
    for (const answer of answers) {
      answer.assertStatus(404)
      assert.equal(firstError(answer.body()).code, 'not_found')
    }
    const list = await client
      .get(`/api/v1/event-tickets?filter[event_id]=${event.id}`)
      .bearerToken(stranger.token)
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 0)
    await offer.refresh()
    assert.equal(offer.priceCents, 0)

    const developer = await signedIn('developer')
    const byDeveloper = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(developer.token)
      .json(document('event-tickets', { price: 2 }))
    byDeveloper.assertStatus(200)
    await offer.refresh()
    assert.equal(offer.priceCents, 200)
  })
})
