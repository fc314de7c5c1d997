import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { LISTING_PAYLOAD_ID, type ListingPagePayload } from '@tessera/shared/public/listing-page'
import { readPublicListing } from '@tessera/shared/public/public-listing'
import { useAccountsFixtures } from '#tests/helpers'
import { assertStrictPolicy } from '#tests/support/csp'
import { fullListedEvent, listedEvent, listingOrganizer } from '../public/listing_fixtures.js'
import type { PageBuild } from '#services/public_page/page_build'
import { listingPageHtml } from '#services/public_page/listing_page_html'
import { linkHref, metaContent, scripts, titleOf } from './helpers.js'

/** The payload a listing page embeds for the browser. */
function payloadOf(html: string): ListingPagePayload {
  const match = new RegExp(
    `<script type="application/json" id="${LISTING_PAYLOAD_ID}">([^<]*)</script>`,
  ).exec(html)
  if (!match) throw new Error('no payload in the page')
  return JSON.parse(match[1]!)
}

test.group('Server-rendered /collections/{uuid} and /calendar/{uuid}', (group) => {
  useAccountsFixtures(group)

  test('the collection: title, description, canonical, hreflang, Open Graph, ItemList JSON-LD', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer('Studio Meraki')
    const { event } = await fullListedEvent(organizer, {
      name: 'Design <week>',
      start: '2031-05-14 10:00:00',
    })
    await db.from('events').where('id', event.id).update({ hero_image: 'uploads/hero.webp' })
    await listedEvent(organizer, { name: 'Hidden', collection: false })

    const path = `/collections/${organizer.uuid}`
    const response = await client.get(path).header('accept-language', 'en')
    response.assertStatus(200)
    assert.match(response.header('content-type')!, /^text\/html/)
    assert.equal(response.header('cache-control'), 'no-cache')
    const html = response.text()
    assert.match(html, /^<!doctype html><html lang="en">/)
    assert.equal(titleOf(html), 'Events by Studio Meraki · Tessera')
    assert.equal(
      metaContent(html, 'name', 'description'),
      'Browse the events of Studio Meraki and book your tickets.',
    )
    const url = linkHref(html, 'canonical')!
    assert.match(url, new RegExp(`^https?://[^/]+${path}$`))
    assert.equal(linkHref(html, 'alternate', 'el'), `${url}?lang=el`)
    assert.equal(linkHref(html, 'alternate', 'en'), `${url}?lang=en`)
    assert.equal(metaContent(html, 'property', 'og:title'), 'Events by Studio Meraki')
    assert.equal(metaContent(html, 'property', 'og:url'), url)
    assert.match(metaContent(html, 'property', 'og:image')!, /\/uploads\/hero\.webp$/)
    assert.notInclude(html, 'Design <week>')
    assert.include(html, 'Design &lt;week&gt;')

    const [jsonLd] = scripts(html, 'application/ld\\+json').map((text) => JSON.parse(text))
    assert.equal(jsonLd['@type'], 'ItemList')
    assert.equal(jsonLd.numberOfItems, 1)
    const item = jsonLd.itemListElement[0]
    assert.include(item, { '@type': 'ListItem', position: 1 })
    assert.include(item.item, {
      '@type': 'Event',
      name: 'Design <week>',
      startDate: '2031-05-14T10:00:00.000+03:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    })
    assert.match(item.item.url, new RegExp(`/event/${event.hashCode}$`))
    assert.equal(item.item.location[0]['@type'], 'Place')
    assert.equal(item.item.location[0].address.streetAddress, 'Ermou 10, Athens')
    assert.deepEqual(item.item.organizer, {
      '@type': 'Organization',
      name: 'Studio Meraki',
      url,
    })
    assert.notInclude(html, organizer.email)
    assert.notInclude(html, 'host-private@example.org')
  })

  test('the collection embeds the first page the API answers, renders its cards and names each event page', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    const { event } = await fullListedEvent(organizer)
    const html = (await client.get(`/collections/${organizer.uuid}`)).text()
    const payload = payloadOf(html)
    assert.include(payload, { kind: 'collection', organizer_uuid: organizer.uuid, query: '' })
    const api = await client.get(`/api/v1/public/organizers/${organizer.uuid}/events`)
    assert.deepEqual(payload.document, api.body())
    assert.deepEqual(
      readPublicListing(payload.document).events.map((listed) => listed.id),
      [String(event.id)],
    )
    // The cards, server-rendered by the page entry; each event's page in the ItemList JSON-LD
    assert.include(html, `>${event.name}</`)
    assert.include(html, `/event/${event.hashCode}"`)
  })

  test('the calendar: its title, no JSON-LD, the window around now embedded', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer('Studio Meraki')
    await listedEvent(organizer, { name: 'Soon' })
    await listedEvent(organizer, { name: 'Not on the calendar', calendar: false })
    const response = await client.get(`/calendar/${organizer.uuid}?lang=el`)
    response.assertStatus(200)
    const html = response.text()
    // The same strict policy as the event page: its <style> and loader allowed by their hashes.
    const policy = assertStrictPolicy(assert, response.header('content-security-policy'), html)
    assert.deepEqual(policy.get('frame-ancestors'), ['*'])
    assert.match(html, /<html lang="el">/)
    assert.equal(titleOf(html), 'Ημερολόγιο εκδηλώσεων του διοργανωτή Studio Meraki · Tessera')
    assert.deepEqual(scripts(html, 'application/ld\\+json'), [])
    const payload = payloadOf(html)
    assert.equal(payload.kind, 'calendar')
    const { from, to } = payload.range!
    assert.isBelow(Date.parse(from), Date.now())
    assert.isAbove(Date.parse(to), Date.now())
    assert.equal(
      payload.query,
      new URLSearchParams({ 'filter[start_at]': `${from},${to}` }).toString(),
    )
    assert.deepEqual(
      readPublicListing(payload.document).events.map((listed) => listed.name),
      ['Soon'],
    )
    const api = await client.get(
      `/api/v1/public/organizers/${organizer.uuid}/calendar?${payload.query}`,
    )
    assert.deepEqual(payload.document, api.body())
  })

  test('an organizer with nothing to show gets the page and says so', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer('Quiet Studio')
    const html = (await client.get(`/collections/${organizer.uuid}?lang=el`)).text()
    assert.equal(titleOf(html), 'Εκδηλώσεις του διοργανωτή Quiet Studio · Tessera')
    assert.include(html, 'Δεν υπάρχουν ακόμη εκδηλώσεις.')
  })

  test('an unknown or malformed organizer is a real 404 with the not-found page', async ({
    client,
    assert,
  }) => {
    for (const path of ['collections', 'calendar']) {
      for (const uuid of [randomUUID(), 'nope']) {
        const response = await client.get(`/${path}/${uuid}`).header('accept-language', 'en')
        response.assertStatus(404)
        assert.match(response.header('content-type')!, /^text\/html/)
        assert.include(response.text(), 'Page not found')
        assert.include(response.text(), '<meta name="robots" content="noindex">')
      }
    }
  })

  test('ETag and 304 while the list is unchanged; a change answers the new page', async ({
    client,
    assert,
  }) => {
    const organizer = await listingOrganizer()
    const { event } = await fullListedEvent(organizer)
    const path = `/collections/${organizer.uuid}`
    const first = await client.get(path)
    const etag = first.header('etag')!
    assert.match(etag, /^W\/"/)
    ;(await client.get(path).header('If-None-Match', etag)).assertStatus(304)
    const greek = await client.get(`${path}?lang=el`).header('If-None-Match', etag)
    greek.assertStatus(200)
    await db.from('events').where('id', event.id).update({ name: 'Renamed' })
    const changed = await client.get(path).header('If-None-Match', etag)
    changed.assertStatus(200)
    assert.include(changed.text(), 'Renamed')
  })

  test('once the page entry renders the body, its markup and scripts are the page', async ({
    assert,
  }) => {
    const organizer = { id: '1', uuid: randomUUID(), name: 'Studio', profile_image: null }
    const payload: ListingPagePayload = {
      kind: 'collection',
      organizer_uuid: organizer.uuid,
      query: '',
      document: { jsonapi: { version: '1.1' }, data: [] },
      now: new Date().toISOString(),
    }
    const seen: unknown[] = []
    const build = {
      server: {
        renderListingBody: async (input: unknown) => {
          seen.push(input)
          return '<section>cards</section>'
        },
      },
      script: '/mfe/public-event/page/entry.js',
      imports: ['/mfe/public-event/page/react.js'],
      catalogs: () => ['/mfe/public-event/page/el.js'],
      css: '',
      id: 'test',
    } as unknown as PageBuild
    const html = await listingPageHtml(build, { events: [], organizer }, payload, 'el')
    assert.deepEqual(seen, [{ payload, locale: 'el' }])
    assert.include(html, '<div id="tessera-page"><section>cards</section></div>')
    assert.include(html, `<script type="application/json" id="${LISTING_PAYLOAD_ID}">`)
    // The page loader starts the entry (and preloads the Greek catalog) after the first paint
    assert.match(html, /<script data-modules="[^"]*\/mfe\/public-event\/page\/entry\.js/)
    assert.match(html, /data-preloads="[^"]*\/mfe\/public-event\/page\/el\.js/)
  })
})
