import { test } from '@japa/runner'
import { CategoryFactory } from '#database/factories/category_factory'
import { EventFactory } from '#database/factories/event_factory'
import { TagFactory } from '#database/factories/tag_factory'
import { VenueFactory } from '#database/factories/venue_factory'
import { countRows, signedIn, useAccountsFixtures } from '#tests/helpers'

/**
 * No input, however malformed, may produce a 5xx (docs/API.md): every write endpoint of events,
 * categories, tags and venues gets bodies of the wrong shape, type and encoding.
 */
const attributes = (value: unknown) =>
  JSON.stringify({ data: { type: 'events', attributes: value } })
const relationships = (value: unknown) =>
  JSON.stringify({ data: { type: 'events', attributes: { name: 'x' }, relationships: value } })

const bodies: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"data":' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '42' },
  { type: 'application/json', body: '{}' },
  { type: 'application/json', body: '{"data":null}' },
  { type: 'application/json', body: '{"data":{"type":"events","attributes":[1,2]}}' },
  {
    type: 'application/json',
    body: attributes({ name: { $gt: '' }, start_at: 12, timezone: ['UTC'] }),
  },
  {
    type: 'application/json',
    body: attributes({
      name: 'x',
      timezone: 'UTC',
      start_at: '9999-99-99 99:99:99',
      duration: 'two',
    }),
  },
  {
    type: 'application/json',
    body: attributes({
      name: 'x',
      timezone: 'UTC',
      start_at: '2031-01-01 10:00',
      end_at: '0000-01-01 00:00',
      duration: 1e308,
    }),
  },
  {
    type: 'application/json',
    body: attributes({ total_capacity: 1e20, refund_policy: '1', absorb_fee: null, duration: -0 }),
  },
  {
    type: 'application/json',
    body: attributes({
      event_agenda: 'not a list',
      event_faqs: [null],
      event_host: [{ type: 'email' }],
    }),
  },
  {
    type: 'application/json',
    body: attributes({
      event_agenda: Array.from({ length: 500 }, () => ({ title: 't', start_at: 's' })),
    }),
  },
  {
    type: 'application/json',
    body: attributes({
      custom_brand_colors: 'red',
      book_button_color: 123,
      theme: null,
      status: 'deleted',
    }),
  },
  {
    type: 'application/json',
    body: attributes({ additional_description: { html: '<script>' }, name: 'x'.repeat(100_000) }),
  },
  {
    type: 'application/json',
    body: attributes({
      start_at: '2031-01-01T10:00:00+99:00',
      end_at: '2031-01-01T10:00:00.1234567Z',
    }),
  },
  { type: 'application/json', body: relationships('tags') },
  {
    type: 'application/json',
    body: relationships({
      tags: { data: 'x' },
      venues: { data: [{ type: 'venues', id: { x: 1 } }] },
    }),
  },
  {
    type: 'application/json',
    body: relationships({ tags: { data: [{ type: 'tags', id: '99999999999999999999' }] } }),
  },
  {
    type: 'application/json',
    body: relationships({ category: { data: [{ type: 'categories', id: '1' }] }, tags: [] }),
  },
  {
    type: 'application/json',
    body: relationships({
      tags: { data: Array.from({ length: 500 }, (_, i) => ({ type: 'tags', id: String(i + 1) })) },
    }),
  },
  {
    type: 'application/json',
    body: '{"__proto__":{"admin":true},"data":{"type":"events","attributes":{"__proto__":{"x":1}}}}',
  },
  { type: 'application/vnd.api+json', body: '\u0000\u0001\u0002' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'name=x&start_at=now' },
]

test.group('Garbage bodies on events, categories, tags and venues', (group) => {
  useAccountsFixtures(group)

  test('never answer 5xx and create nothing', async ({ client, assert }) => {
    const { user, token } = await signedIn('organizer')
    const admin = await signedIn('admin')
    const event = await EventFactory.merge({ userId: user.id }).create()
    const category = await CategoryFactory.create()
    const tag = await TagFactory.merge({ userId: user.id }).create()
    const venue = await VenueFactory.merge({ userId: user.id }).create()
    const endpoints: { method: 'post' | 'patch'; url: string; token: string }[] = [
      { method: 'post', url: '/api/v1/events', token },
      { method: 'patch', url: `/api/v1/events/${event.id}`, token },
      { method: 'post', url: `/api/v1/events/${event.id}/duplicate`, token },
      { method: 'post', url: '/api/v1/categories', token: admin.token },
      { method: 'patch', url: `/api/v1/categories/${category.id}`, token: admin.token },
      { method: 'post', url: '/api/v1/tags', token },
      { method: 'patch', url: `/api/v1/tags/${tag.id}`, token },
      { method: 'post', url: '/api/v1/venues', token },
      { method: 'patch', url: `/api/v1/venues/${venue.id}`, token },
    ]
    const before = {
      events: await countRows('events'),
      categories: await countRows('categories'),
      tags: await countRows('tags'),
      venues: await countRows('venues'),
    }
    for (const endpoint of endpoints) {
      for (const { type, body } of bodies) {
        const response = await client[endpoint.method](endpoint.url)
          .unsafeJson(body)
          .header('Content-Type', type)
          .bearerToken(endpoint.token)
        const label = `${endpoint.method.toUpperCase()} ${endpoint.url} ${type} ${body.slice(0, 80)}`
        assert.isBelow(
          response.status(),
          500,
          `${label} → ${response.status()} ${response.text().slice(0, 300)}`,
        )
        // An empty PATCH (the prototype-pollution body parses to no attributes) is a valid no-op.
        if (response.status() >= 400) assert.isArray(response.body().errors, label)
      }
    }
    const after = {
      events: await countRows('events'),
      categories: await countRows('categories'),
      tags: await countRows('tags'),
      venues: await countRows('venues'),
    }
    assert.deepEqual(after, before)
  }).timeout(180_000)
})
