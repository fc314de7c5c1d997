import { test } from '@japa/runner'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import type { RoleName } from '@tessera/shared/domain/access/roles'
import { countRows, document, signedIn, useAccountsFixtures } from '#tests/helpers'
import { addEventAttributes, ownTagAndVenue, wallTime } from './helpers.js'

const sections = {
  event_agenda: [{ title: 'Doors', start_at: '2031-05-04 19:00' }],
  event_faqs: [{ name: 'Parking?', content: 'Around the corner' }],
  event_host: [{ type: 'email', content: 'host@example.com' }],
}

test.group('Plan limits on events', (group) => {
  useAccountsFixtures(group)

  async function ownEvent(role: RoleName) {
    const session = await signedIn(role)
    const event = await EventFactory.merge({ userId: session.user.id }).create()
    return { ...session, event }
  }

  test("free users' agenda, FAQ and host are dropped (not an error); the rest is saved", async ({
    client,
    assert,
  }) => {
    const { token, event } = await ownEvent('creator')
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(document('events', { name: 'Renamed', ...sections }))
    response.assertStatus(200)
    assert.deepEqual(response.body().data.attributes.event_agenda, [])
    const row = await Event.findOrFail(event.id)
    assert.equal(row.name, 'Renamed')
    assert.isNull(row.eventAgenda)
    assert.isNull(row.eventFaqs)
    assert.isNull(row.eventHost)
  })

  test('from freemium the sections are saved', async ({ client, assert }) => {
    const { token, event } = await ownEvent('creator-plus')
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(document('events', sections))
    response.assertStatus(200)
    const row = await Event.findOrFail(event.id)
    assert.deepEqual(row.eventAgenda, sections.event_agenda)
    assert.deepEqual(row.eventFaqs, sections.event_faqs)
    assert.deepEqual(row.eventHost, sections.event_host)
  })

  test('the free plan also drops the sections on create', async ({ client, assert }) => {
    const { user, token } = await signedIn('creator')
    const { tag } = await ownTagAndVenue(user)
    const response = await client
      .post('/api/v1/events')
      .bearerToken(token)
      .json(
        document('events', addEventAttributes(sections), { tags: [{ type: 'tags', id: tag.id }] }),
      )
    response.assertStatus(201)
    const row = await Event.findOrFail(response.body().data.id)
    assert.isNull(row.eventAgenda)
  })

  test('locked options set by a plan without them are refused with 403 and a pointer', async ({
    client,
    assert,
  }) => {
    const cases: [RoleName, Record<string, unknown>, string, string][] = [
      ['creator', { theme: 'tabloid' }, 'theme', 'plan_required'],
      ['creator', { theme: 'eventalk' }, 'theme', 'plan_required'],
      [
        'creator',
        { custom_book_button_label: true, book_button_label: 'Get in' },
        'custom_book_button_label',
        'plan_required',
      ],
      ['creator', { book_button_color: '#ff0000' }, 'book_button_color', 'plan_required'],
      [
        'creator-plus',
        { custom_brand_colors: { primary: '#112233' } },
        'custom_brand_colors',
        'plan_required',
      ],
      ['creator-plus', { personalized_ticket: true }, 'personalized_ticket', 'plan_required'],
      ['organizer', { multiple_addresses: true }, 'multiple_addresses', 'forbidden'],
      ['admin', { multiple_addresses: true }, 'multiple_addresses', 'forbidden'],
    ]
    for (const [role, attributes, field, code] of cases) {
      const { token, event } = await ownEvent(role)
      const response = await client
        .patch(`/api/v1/events/${event.id}`)
        .bearerToken(token)
        .json(document('events', { name: 'Changed', ...attributes }))
      response.assertStatus(403)
      const error = response.body().errors[0]
      assert.deepEqual(
        { code: error.code, pointer: error.source.pointer },
        { code, pointer: `/data/attributes/${field}` },
        `${role} ${field}`,
      )
      assert.equal(await countRows('events', { name: 'Changed' }), 0)
    }
  })

  test('defaults are always allowed, and the plans that have an option may set it', async ({
    client,
    assert,
  }) => {
    const free = await ownEvent('creator')
    const defaults = await client
      .patch(`/api/v1/events/${free.event.id}`)
      .bearerToken(free.token)
      .json(
        document('events', {
          theme: 'base',
          custom_book_button_label: false,
          book_button_label: null,
          custom_brand_colors: null,
          personalized_ticket: false,
          multiple_addresses: false,
        }),
      )
    defaults.assertStatus(200)

    const freemium = await ownEvent('creator-plus')
    const layout = await client
      .patch(`/api/v1/events/${freemium.event.id}`)
      .bearerToken(freemium.token)
      .json(
        document('events', {
          theme: 'eventalk',
          custom_book_button_label: true,
          book_button_label: 'Join',
          book_button_color: '#AA0000',
        }),
      )
    layout.assertStatus(200)
    const row = await Event.findOrFail(freemium.event.id)
    assert.equal(row.theme, 'eventalk')
    assert.equal(row.bookButtonColor, '#aa0000')

    const premium = await ownEvent('organizer')
    const colours = await client
      .patch(`/api/v1/events/${premium.event.id}`)
      .bearerToken(premium.token)
      .json(
        document('events', {
          custom_brand_colors: { primary: '#112233' },
          personalized_ticket: true,
        }),
      )
    colours.assertStatus(200)
    assert.deepEqual((await Event.findOrFail(premium.event.id)).customBrandColors, {
      primary: '#112233',
    })
  })

  test("the limits are the organizer's, whoever writes: a super user editing a free organizer's event", async ({
    client,
    assert,
  }) => {
    const free = await ownEvent('creator')
    const admin = await signedIn('admin')
    const url = `/api/v1/events/${free.event.id}`
    const dropped = await client
      .patch(url)
      .bearerToken(admin.token)
      .json(document('events', { name: 'By staff', ...sections }))
    dropped.assertStatus(200)
    const row = await Event.findOrFail(free.event.id)
    assert.equal(row.name, 'By staff')
    assert.isNull(row.eventAgenda)
    const refused = await client
      .patch(url)
      .bearerToken(admin.token)
      .json(document('events', { theme: 'tabloid' }))
    refused.assertStatus(403)
    assert.equal(refused.body().errors[0].code, 'plan_required')
    assert.equal((await Event.findOrFail(free.event.id)).theme, 'base')
    const duplicate = await client
      .post(`${url}/duplicate`)
      .bearerToken(admin.token)
      .json(document('events', { start_at: wallTime(3), end_at: wallTime(3, 22) }))
    duplicate.assertStatus(403)
    assert.equal(await countRows('events'), 1)
  })
})
