import { test } from '@japa/runner'
import EventTicket from '#models/event_ticket'
import { countRows, document, firstError, signedIn, useAccountsFixtures } from '#tests/helpers'
import { offerDocument, offerOn, organizerWithEvent, settings } from '#tests/fixtures/event_tickets'

test.group('Event tickets: plan limits', (group) => {
  useAccountsFixtures(group)

  test('free plans: a non-zero price is refused at the field, a free ticket is saved', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent('creator')
    const refused = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, settings({ price: 25 })))
    refused.assertStatus(403)
    assert.equal(firstError(refused.body()).code, 'plan_required')
    assert.equal(firstError(refused.body()).source?.pointer, '/data/attributes/price')
    assert.equal(await countRows('event_tickets'), 0)

    const response = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, settings({ price: 0 })))
    response.assertStatus(201)
    const saved = await EventTicket.findOrFail(response.body().data.id)
    const patched = await client
      .patch(`/api/v1/event-tickets/${saved.id}`)
      .bearerToken(token)
      .json(document('event-tickets', { price: 40 }))
    patched.assertStatus(403)
    await saved.refresh()
    assert.equal(saved.priceCents, 0)
  })

  test('freemium plans keep paid prices', async ({ client, assert }) => {
    const { token, event, ticket } = await organizerWithEvent('creator-plus')
    const response = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, settings({ price: 25 })))
    response.assertStatus(201)
    assert.equal((await EventTicket.findOrFail(response.body().data.id)).priceCents, 2500)
    // creator-plus: 3.99 % + 0.69 → 1.00 + 0.69 = 1.69, passed on.
    assert.equal(response.body().data.attributes.final_price, 26.69)
  })

  for (const role of ['creator', 'creator-plus'] as const) {
    for (const field of ['phone_number_enabled', 'personalized_ticket']) {
      test(`${role}: ${field} is refused with 403 plan_required on the field`, async ({
        client,
        assert,
      }) => {
        const { token, event, ticket } = await organizerWithEvent(role)
        const response = await client
          .post('/api/v1/event-tickets')
          .bearerToken(token)
          .json(offerDocument(event, ticket, settings({ price: 0, [field]: true })))
        response.assertStatus(403)
        assert.equal(firstError(response.body()).code, 'plan_required')
        assert.equal(firstError(response.body()).source?.pointer, `/data/attributes/${field}`)
        assert.equal(await countRows('event_tickets'), 0)

        const offer = await offerOn(event, ticket)
        const patched = await client
          .patch(`/api/v1/event-tickets/${offer.id}`)
          .bearerToken(token)
          .json(document('event-tickets', { [field]: true }))
        patched.assertStatus(403)
        await offer.refresh()
        assert.isFalse(
          field === 'phone_number_enabled' ? offer.phoneNumberEnabled : offer.personalizedTicket,
        )

        const off = await client
          .patch(`/api/v1/event-tickets/${offer.id}`)
          .bearerToken(token)
          .json(document('event-tickets', { [field]: false }))
        off.assertStatus(200)
      })
    }
  }

  test('organizers collect phone numbers and personalize tickets (no per-person maximum then)', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent('organizer')
    const body = settings({
      phone_number_enabled: true,
      personalized_ticket: true,
      max_quantity_per_person: 4,
    })
    const response = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, body))
    response.assertStatus(201)
    const saved = await EventTicket.findOrFail(response.body().data.id)
    assert.isTrue(saved.phoneNumberEnabled)
    assert.isTrue(saved.personalizedTicket)
    assert.isNull(saved.maxQuantityPerPerson)
  })

  test("the plan is the organizer's: an admin editing a free organizer's ticket cannot make it paid", async ({
    client,
    assert,
  }) => {
    const { event, ticket } = await organizerWithEvent('creator')
    const offer = await offerOn(event, ticket)
    const admin = await signedIn('admin')
    const response = await client
      .patch(`/api/v1/event-tickets/${offer.id}`)
      .bearerToken(admin.token)
      .json(document('event-tickets', { price: 30 }))
    response.assertStatus(403)
    assert.equal(firstError(response.body()).code, 'plan_required')
    await offer.refresh()
    assert.equal(offer.priceCents, 0)
  })
})
