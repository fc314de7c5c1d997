import { test } from '@japa/runner'
import Event from '#models/event'
import { EventFactory } from '#database/factories/event_factory'
import { document, signedIn, useAccountsFixtures } from '#tests/helpers'

test.group('Events: the additional description is stored clean', (group) => {
  useAccountsFixtures(group)

  test('script tags, handlers, javascript: links, style expressions, svg and iframes are removed before saving', async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: user.id }).create()
    const dirty =
      '<p onclick="alert(1)">Hello <strong>world</strong></p><script>alert(document.cookie)</script>' +
      '<a href="javascript:alert(1)">x</a><a href="https://ok.test">ok</a><img src=x onerror=alert(1)>' +
      '<span style="color:#123456; background:url(javascript:alert(1)); width: expression(alert(1))">c</span>' +
      '<svg onload=alert(1)></svg><iframe src="https://evil.test"></iframe>'
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(document('events', { additional_description: dirty }))
    response.assertStatus(200)
    const stored = (await Event.findOrFail(event.id)).additionalDescription!
    assert.equal(
      stored,
      '<p>Hello <strong>world</strong></p><a rel="noopener noreferrer">x</a><a href="https://ok.test" rel="noopener noreferrer">ok</a><span style="color:#123456">c</span>',
    )
    assert.equal(response.body().data.attributes.additional_description, stored)
  })

  test("names and summaries are stored as text (escaping is the renderer's job) and never interpreted", async ({
    client,
    assert,
  }) => {
    const { user, token } = await signedIn('organizer')
    const event = await EventFactory.merge({ userId: user.id }).create()
    const name = '<img src=x onerror=alert(1)>'
    const response = await client
      .patch(`/api/v1/events/${event.id}`)
      .bearerToken(token)
      .json(document('events', { name }))
    response.assertStatus(200)
    assert.equal((await Event.findOrFail(event.id)).name, name)
    assert.equal(response.body().data.attributes.name, name)
  })
})
