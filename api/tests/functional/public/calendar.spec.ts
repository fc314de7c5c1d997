import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { appUrl } from '#config/app'
import { firstError, useAccountsFixtures } from '#tests/helpers'
import { publishedEvent } from './fixtures.js'

/** The properties of an iCalendar file's VEVENT (lines unfolded, parameters kept in the name). */
function veventOf(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  const start = lines.indexOf('BEGIN:VEVENT')
  const end = lines.indexOf('END:VEVENT')
  const properties = new Map<string, string>()
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    properties.set(line.slice(0, colon), line.slice(colon + 1))
  }
  return properties
}

const utc = (at: DateTime) => at.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")

test.group('GET /public/events/{code}/calendar.ics', (group) => {
  useAccountsFixtures(group)

  test('a published event as an iCalendar file: UTC times, page URL, venue, organizer', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent('public')
    const response = await client.get(`/api/v1/public/events/${event.hashCode}/calendar.ics`)
    response.assertStatus(200)
    assert.equal(response.header('content-type'), 'text/calendar; charset=utf-8')
    assert.equal(
      response.header('content-disposition'),
      'attachment; filename="athens-design-week.ics"',
    )
    const vevent = veventOf(response.text())
    assert.equal(vevent.get('DTSTART'), utc(event.startAt))
    assert.equal(vevent.get('DTEND'), utc(event.endAt))
    assert.equal(vevent.get('SUMMARY'), 'Athens Design Week')
    assert.equal(vevent.get('URL'), `${appUrl}/event/${event.hashCode}`)
    assert.match(vevent.get('LOCATION')!, /Ermou 10\\, Athens/)
    assert.equal(vevent.get('ORGANIZER;CN="Studio Meraki"'), 'MAILTO:no-reply@tessera.test')
    assert.equal(vevent.get('UID'), `${event.uuid}@tessera`)
  })

  test('a virtual event is located at its online link; the id works as well', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent('public_search')
    await db
      .from('events')
      .where('id', event.id)
      .update({ event_type: 'virtual', virtual_link: 'https://zoom.us/j/42' })
    const response = await client.get(`/api/v1/public/events/${event.id}/calendar.ics`)
    response.assertStatus(200)
    assert.equal(veventOf(response.text()).get('LOCATION'), 'https://zoom.us/j/42')
  })

  test('a Greek name gives a file named after the code', async ({ client, assert }) => {
    const { event } = await publishedEvent('public')
    await db.from('events').where('id', event.id).update({ name: 'Βραδιά τζαζ' })
    const response = await client.get(`/api/v1/public/events/${event.hashCode}/calendar.ics`)
    assert.equal(
      response.header('content-disposition'),
      `attachment; filename="event-${event.hashCode}.ics"`,
    )
    assert.equal(veventOf(response.text()).get('SUMMARY'), 'Βραδιά τζαζ')
  })

  for (const status of ['private', 'draft'] as const) {
    test(`a ${status} event has no calendar file (404 JSON:API)`, async ({ client, assert }) => {
      const { event } = await publishedEvent(status)
      const response = await client.get(`/api/v1/public/events/${event.hashCode}/calendar.ics`)
      response.assertStatus(404)
      assert.equal(firstError(response.body()).code, 'not_found')
    })
  }
})
