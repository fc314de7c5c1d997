import { test } from '@japa/runner'
import { readPublicEvent } from '@tessera/shared/public/public-event'
import EventTicket from '#models/event_ticket'
import { document, firstError, tokenOf, useAccountsFixtures } from '#tests/helpers'
import { offerDocument, organizerWithEvent, settings } from '#tests/fixtures/event_tickets'
import { publishedEvent } from '../public/fixtures.js'

/*
| `special_requirements_required`: the organizer asks every attendee of a ticket for dietary or
| special requirements (the spec's hard-coded event 194 as a per-ticket setting). Any plan.
*/
test.group('Event tickets: special requirements asked of each attendee', (group) => {
  useAccountsFixtures(group)

  test('off by default; set on POST, kept by a PATCH of other fields, cleared by PATCH', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent('creator')
    const created = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, settings({ price: 0 })))
    created.assertStatus(201)
    assert.isFalse(created.body().data.attributes.special_requirements_required)
    const id = created.body().data.id
    assert.isFalse((await EventTicket.findOrFail(id)).specialRequirementsRequired)

    const patch = (attributes: Record<string, unknown>) =>
      client
        .patch(`/api/v1/event-tickets/${id}`)
        .bearerToken(token)
        .json(document('event-tickets', attributes))
    const asked = await patch({ special_requirements_required: true })
    asked.assertStatus(200)
    assert.isTrue(asked.body().data.attributes.special_requirements_required)
    assert.isTrue((await EventTicket.findOrFail(id)).specialRequirementsRequired)

    const other = await patch({ custom_description: 'Lunch included' })
    other.assertStatus(200)
    assert.isTrue(other.body().data.attributes.special_requirements_required)
    assert.isTrue((await EventTicket.findOrFail(id)).specialRequirementsRequired)

    const read = await client.get(`/api/v1/event-tickets/${id}`).bearerToken(token)
    assert.isTrue(read.body().data.attributes.special_requirements_required)

    const cleared = await patch({ special_requirements_required: false })
    cleared.assertStatus(200)
    assert.isFalse((await EventTicket.findOrFail(id)).specialRequirementsRequired)
  })

  test('a value that is not a boolean is refused at the field and nothing changes', async ({
    client,
    assert,
  }) => {
    const { token, event, ticket } = await organizerWithEvent()
    const created = await client
      .post('/api/v1/event-tickets')
      .bearerToken(token)
      .json(offerDocument(event, ticket, settings({ special_requirements_required: true })))
    created.assertStatus(201)
    const id = created.body().data.id
    const response = await client
      .patch(`/api/v1/event-tickets/${id}`)
      .bearerToken(token)
      .json(document('event-tickets', { special_requirements_required: 'yes' }))
    response.assertStatus(422)
    assert.deepInclude(firstError(response.body()), {
      code: 'invalid_type',
      source: { pointer: '/data/attributes/special_requirements_required' },
    })
    assert.isTrue((await EventTicket.findOrFail(id)).specialRequirementsRequired)
  })

  test('the public event document and the preview carry the setting', async ({
    client,
    assert,
  }) => {
    const { user, event, offer } = await publishedEvent()
    const before = readPublicEvent((await client.get(`/api/v1/public/events/${event.id}`)).body())
    assert.isFalse(before.tickets[0]!.special_requirements_required)

    offer.specialRequirementsRequired = true
    await offer.save()

    const after = readPublicEvent((await client.get(`/api/v1/public/events/${event.id}`)).body())
    assert.isTrue(after.tickets[0]!.special_requirements_required)
    const preview = await client
      .get(`/api/v1/events/${event.id}/public-view`)
      .bearerToken(await tokenOf(user))
    preview.assertStatus(200)
    assert.isTrue(readPublicEvent(preview.body()).tickets[0]!.special_requirements_required)
  })
})
