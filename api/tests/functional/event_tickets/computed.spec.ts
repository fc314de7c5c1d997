import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { offerOn, organizerWithEvent, ticketOf } from '#tests/fixtures/event_tickets'

const now = DateTime.utc()

test.group('Event tickets: computed attributes', (group) => {
  useAccountsFixtures(group)

  test('sale_state, remaining and final_price in the list of an event', async ({
    client,
    assert,
  }) => {
    const { user, token, event } = await organizerWithEvent('planner')
    const offers = [
      // on sale, 100 left of 100, 10.00 absorbed: planner 1.99 % + 0.39 = 0.59.
      await offerOn(event, await ticketOf(user), {
        totalQuantity: 100,
        priceCents: 1000,
        absorbServiceFee: 1,
      }),
      // sold out, pass-on: 10.59.
      await offerOn(event, await ticketOf(user), {
        totalQuantity: 5,
        soldQuantity: 5,
        priceCents: 1000,
        absorbServiceFee: 0,
      }),
      // not yet on sale, split: 0.59 → buyer 0.29, organizer 0.30.
      await offerOn(event, await ticketOf(user), {
        priceCents: 1000,
        absorbServiceFee: -1,
        startSaleAt: now.plus({ days: 3 }),
        endSaleAt: now.plus({ days: 9 }),
      }),
      // ended yesterday, free.
      await offerOn(event, await ticketOf(user), {
        startSaleAt: now.minus({ days: 9 }),
        endSaleAt: now.minus({ days: 2 }),
      }),
    ]
    await offerOn((await organizerWithEvent()).event, await ticketOf(user))

    const response = await client
      .get(`/api/v1/event-tickets?filter[event_id]=${event.id}&include=ticket`)
      .bearerToken(token)
    response.assertStatus(200)
    const rows = response
      .body()
      .data.map((row: { id: string; attributes: Record<string, unknown> }) => {
        const { sale_state, remaining, final_price, buyer_fee, organizer_fee } = row.attributes
        return [row.id, sale_state, remaining, final_price, buyer_fee, organizer_fee]
      })
    assert.deepEqual(rows, [
      [String(offers[0].id), 'on_sale', 100, 10, 0, 0.59],
      [String(offers[1].id), 'sold_out', 0, 10.59, 0.59, 0],
      [String(offers[2].id), 'not_yet', 50, 10.29, 0.29, 0.3],
      [String(offers[3].id), 'ended', 50, 0, 0, 0],
    ])
    assert.equal(response.body().meta.page.total, 4)
    assert.sameMembers(
      response
        .body()
        .included.map(
          (resource: { type: string; id: string }) => `${resource.type}:${resource.id}`,
        ),
      offers.map((offer) => `tickets:${offer.ticketId}`),
    )
  })

  test('one offer, with dates in the event zone and unlimited stock as remaining null', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent('organizer', 'virtual')
    const offer = await offerOn(event, ticket, { totalQuantity: -1, soldQuantity: 7 })
    const response = await client.get(`/api/v1/event-tickets/${offer.id}`).bearerToken(token)
    response.assertStatus(200)
    assert.include(response.body().data.attributes, {
      sale_state: 'on_sale',
      remaining: null,
      sold_quantity: 7,
    })
    assert.match(response.body().data.attributes.start_sale_at, /\+0[23]:00$/)
    assert.notProperty(response.body(), 'included')
  })

  test('file paths come back absolute: the asset host in front, http(s) URLs unchanged', async ({
    client,
    assert,
  }) => {
    const { user, token, event, ticket } = await organizerWithEvent()
    const stored = await offerOn(event, ticket, {
      floorPlanImage: 'uploads/event-tickets/9/floor-plan/a.pdf',
    })
    const external = await offerOn(event, await ticketOf(user), {
      floorPlanImage: 'https://images.example.org/plan.png',
    })
    const response = await client
      .get(`/api/v1/event-tickets?filter[event_id]=${event.id}`)
      .bearerToken(token)
    const plans = Object.fromEntries(
      response
        .body()
        .data.map((row: { id: string; attributes: { floor_plan_image: string } }) => [
          row.id,
          row.attributes.floor_plan_image,
        ]),
    )
    assert.deepEqual(plans, {
      [stored.id]: `${appUrl}/uploads/event-tickets/9/floor-plan/a.pdf`,
      [external.id]: 'https://images.example.org/plan.png',
    })
  })

  test('list parameters are checked', async ({ client, assert }) => {
    const { token } = await organizerWithEvent()
    const bad = await client.get('/api/v1/event-tickets?filter[event_id]=abc').bearerToken(token)
    bad.assertStatus(400)
    assert.equal(firstError(bad.body()).source?.parameter, 'filter[event_id]')
    const include = await client.get('/api/v1/event-tickets?include=event').bearerToken(token)
    include.assertStatus(400)
    assert.equal(firstError(include.body()).code, 'unknown_include')
  })
})
