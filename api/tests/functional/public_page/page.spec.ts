import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { readPublicEvent } from '@tessera/shared/public/public-event'
import { eventPropertyProblems } from '@tessera/shared/public/schema-org-event'
import { appUrl } from '#config/app'
import { EventFactory } from '#database/factories/event_factory'
import { repositoryRoot } from '#services/frontend_files'
import { createUser, useAccountsFixtures } from '#tests/helpers'
import { assertStrictPolicy } from '#tests/support/csp'
import { linkHref, metaContent, pageModules, publishedEvent, scripts, titleOf } from './helpers.js'

test.group('GET /event/{code}: the server-rendered public page', (group) => {
  useAccountsFixtures(group)

  test('a published event is a page whose head names, describes and links it', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const url = `${appUrl}/event/${event.hashCode}`
    const response = await client.get(`/event/${event.hashCode}`)
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/html/)
    const html = response.text()
    assert.match(html, /^<!doctype html><html lang="en">/)
    assert.equal(titleOf(html), 'Athens Design Week · Tessera')
    assert.equal(metaContent(html, 'name', 'description'), 'Three days of talks and workshops.')
    assert.equal(linkHref(html, 'canonical'), url)
    assert.equal(linkHref(html, 'alternate', 'en'), `${url}?lang=en`)
    assert.equal(linkHref(html, 'alternate', 'el'), `${url}?lang=el`)
    assert.equal(linkHref(html, 'alternate', 'x-default'), url)
    assert.equal(metaContent(html, 'property', 'og:title'), 'Athens Design Week')
    assert.equal(metaContent(html, 'property', 'og:url'), url)
    assert.equal(metaContent(html, 'property', 'og:image'), `${appUrl}/uploads/events/1/hero.webp`)
    assert.equal(metaContent(html, 'name', 'twitter:card'), 'summary_large_image')
  })

  test('its favicon is a data: URL holding only URL characters, an SVG once decoded', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    for (const path of [`/event/${event.hashCode}`, '/event/no-such-event']) {
      const icon = linkHref((await client.get(path)).text(), 'icon')
      assert.isString(icon, path)
      // The W3C checker refuses a raw space (or <, >, ", #) in an href: only URL code points here.
      assert.match(icon!, /^data:image\/svg\+xml,[\w\-.~:/?@!$&'()*+,;=%]+$/, path)
      assert.match(
        decodeURIComponent(icon!.slice(icon!.indexOf(',') + 1)),
        /^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' [^>]*>.*<\/svg>$/,
      )
    }
  })

  test('organizers may frame the page; it asks for no device', async ({ client, assert }) => {
    const { event } = await publishedEvent()
    const response = await client.get(`/event/${event.hashCode}`)
    response.assertStatus(200)
    // Its inline <style> is allowed by hash: a 304 keeps the copy, so no per-response nonce.
    const policy = assertStrictPolicy(
      assert,
      response.header('content-security-policy'),
      response.text(),
    )
    assert.deepEqual(policy.get('frame-ancestors'), ['*'])
    assert.match(String(policy.get('style-src')), /'sha256-/)
    assert.match(String(response.header('permissions-policy')), /(^|, )camera=\(\)/)
    assert.equal(response.header('x-content-type-options'), 'nosniff')
  })

  test('its JSON-LD is a schema.org Event with every required and recommended property', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const html = (await client.get(`/event/${event.hashCode}`)).text()
    const [ld] = scripts(html, 'application/ld\\+json').map((text) => JSON.parse(text))
    assert.deepEqual(eventPropertyProblems(ld), [])
    assert.equal(ld.eventAttendanceMode, 'https://schema.org/MixedEventAttendanceMode')
    assert.deepEqual(
      ld.location.map((place: { '@type': string }) => place['@type']),
      ['Place', 'VirtualLocation'],
    )
    assert.deepInclude(ld.offers[0], {
      name: 'Full pass',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    })
    assert.isAbove(ld.offers[0].price, 25)
    assert.equal(ld.organizer.name, 'Studio Meraki')
  })

  test('the body holds the rendered event and the document it was rendered from', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const html = (await client.get(`/event/${event.id}`)).text()
    assert.include(html, '<h1 class="pe-hero__title">Athens Design Week</h1>')
    assert.include(html, 'Three days of talks and workshops.')
    assert.match(html, /<style>[^<]*\.ts-/)
    const { modules } = pageModules(html)!
    assert.match(modules[0]!, /^\/mfe\/public-event\/page\/assets\/entry-client-[^"]+\.js$/)
    const [payload] = scripts(html, 'application/json').map((text) => JSON.parse(text))
    const view = readPublicEvent(payload.document)
    assert.equal(view.name, 'Athens Design Week')
    assert.equal(view.hash_code, event.hashCode)
    assert.equal(view.tickets[0]!.sale_state, 'on_sale')
    assert.isAtMost(Math.abs(Date.parse(payload.now) - Date.now()), 60_000)
  })

  test('the chunks the browser entry imports are preloaded beside it, the widget after it', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const html = (await client.get(`/event/${event.id}`)).text()
    const dist = join(repositoryRoot(), 'mfe-public-event', 'dist', 'page')
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
    const imports: string[] = manifest['src/entry-client.tsx'].imports ?? []
    assert.isNotEmpty(imports)
    const { modules, preloads } = pageModules(html)!
    const entry = `/mfe/public-event/page/${manifest['src/entry-client.tsx'].file}`
    assert.deepEqual(modules, [entry, '/widget/tessera-booking.js'])
    for (const source of imports)
      assert.include(preloads, `/mfe/public-event/page/${manifest[source].file}`)
    // Nothing is fetched before the page is painted: no module or preload in the markup itself.
    assert.notMatch(html, /<script type="module"|<link rel="modulepreload"/)
  })

  test('a name that closes a script or a tag is text, not markup', async ({ client, assert }) => {
    const name = '</script><script>alert(1)</script> "Rock" & <b>roll</b>'
    const { event } = await publishedEvent({ name })
    const html = (await client.get(`/event/${event.hashCode}`)).text()
    // JSON-LD, the page's payload and the loader of its modules: no other script.
    assert.lengthOf(html.match(/<script/g)!, 3)
    assert.isNotNull(pageModules(html))
    assert.notInclude(html, '<b>roll</b>')
    assert.equal(titleOf(html), `${name} · Tessera`)
    assert.equal(metaContent(html, 'property', 'og:title'), name)
    const [ld] = scripts(html, 'application/ld\\+json').map((text) => JSON.parse(text))
    assert.equal(ld.name, name)
    const [payload] = scripts(html, 'application/json').map((text) => JSON.parse(text))
    assert.equal(readPublicEvent(payload.document).name, name)
  })

  test('the language is ?lang=, else the tessera_locale cookie, else Accept-Language', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const path = `/event/${event.hashCode}`
    const lang = async (request: ReturnType<typeof client.get>) =>
      /<html lang="(\w+)">/.exec((await request).text())?.[1]
    assert.equal(await lang(client.get(path).header('accept-language', 'el-GR,el;q=0.9')), 'el')
    assert.equal(await lang(client.get(path).header('cookie', 'tessera_locale=el')), 'el')
    assert.equal(
      await lang(
        client
          .get(`${path}?lang=en`)
          .header('cookie', 'tessera_locale=el')
          .header('accept-language', 'el'),
      ),
      'en',
    )
    const greek = (await client.get(`${path}?lang=el`)).text()
    assert.include(greek, 'Πότε')
    assert.equal(metaContent(greek, 'property', 'og:locale'), 'el_GR')
  })

  test('the page is sent compressed as the client accepts, plain otherwise', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const path = `/event/${event.hashCode}`
    const gzip = await client.get(path).header('accept-encoding', 'gzip')
    assert.equal(gzip.header('content-encoding'), 'gzip')
    assert.match(String(gzip.header('content-type')), /^text\/html/)
    assert.include(String(gzip.header('vary')), 'Accept-Encoding')
    assert.include(gzip.text(), '<h1 class="pe-hero__title">Athens Design Week</h1>')
    const brotli = await client.get(path).header('accept-encoding', 'gzip, br')
    assert.equal(brotli.header('content-encoding'), 'br')
    const plain = await client.get(path).header('accept-encoding', 'identity')
    assert.isUndefined(plain.header('content-encoding'))
    assert.include(plain.text(), '<h1 class="pe-hero__title">Athens Design Week</h1>')
  })

  test('HEAD answers the headers without the page', async ({ client, assert }) => {
    const { event } = await publishedEvent()
    const response = await client.head(`/event/${event.hashCode}`)
    response.assertStatus(200)
    assert.match(String(response.header('content-type')), /^text\/html/)
    assert.isNotOk(response.text())
  })
})

test.group('GET /event/{code}: validators', (group) => {
  useAccountsFixtures(group)

  test('a repeated request with the ETag is answered 304; each language has its own', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const path = `/event/${event.hashCode}`
    const first = await client.get(path)
    const etag = String(first.header('etag'))
    assert.match(etag, /^W\/".+-en-.+"$/)
    assert.equal(first.header('cache-control'), 'no-cache')
    assert.include(String(first.header('vary')), 'Accept-Language')
    const again = await client.get(path).header('if-none-match', etag)
    again.assertStatus(304)
    assert.equal(again.text(), '')
    const greek = await client
      .get(path)
      .header('if-none-match', etag)
      .header('accept-language', 'el')
    greek.assertStatus(200)
    assert.notEqual(greek.header('etag'), etag)
  })

  test('?book is the button-only mode: the Book button alone, opened on load, its own ETag', async ({
    client,
    assert,
  }) => {
    const { event } = await publishedEvent()
    const path = `/event/${event.hashCode}`
    const full = await client.get(path)
    const page = await client
      .get(`${path}?book`)
      .header('if-none-match', String(full.header('etag')))
    page.assertStatus(200)
    const html = page.text()
    assert.match(html, /<tessera-booking event="[^"]+" btn-only=""[^>]*>/)
    assert.notInclude(html, '<h1 class="pe-hero__title">')
    assert.include(full.text(), '<h1 class="pe-hero__title">')
    assert.notMatch(full.text(), /btn-only/)
    // The head is the event's, its canonical URL the full page.
    assert.equal(titleOf(html), 'Athens Design Week · Tessera')
    assert.equal(linkHref(html, 'canonical'), `${appUrl}${path}`)
    const [payload] = scripts(html, 'application/json').map((text) => JSON.parse(text))
    assert.isTrue(payload.bookOnly)
    assert.isUndefined(JSON.parse(scripts(full.text(), 'application/json')[0]!).bookOnly)
    const etag = String(page.header('etag'))
    assert.match(etag, /^W\/".+-en-book-.+"$/)
    assert.notEqual(etag, full.header('etag'))
    const again = await client.get(`${path}?book=1`).header('if-none-match', etag)
    again.assertStatus(304)
    const fullAgain = await client.get(path).header('if-none-match', etag)
    fullAgain.assertStatus(200)
    assert.include(fullAgain.text(), '<h1 class="pe-hero__title">')
  })

  test('an edit of the event or of its ticket changes the ETag and is served at once', async ({
    client,
    assert,
  }) => {
    const { event, offer } = await publishedEvent()
    const path = `/event/${event.hashCode}`
    const etag = String((await client.get(path)).header('etag'))
    offer.priceCents = 9900
    await offer.save()
    const repriced = await client.get(path).header('if-none-match', etag)
    repriced.assertStatus(200)
    const [ld] = scripts(repriced.text(), 'application/ld\\+json').map((text) => JSON.parse(text))
    assert.isAbove(ld.offers[0].price, 99)
    event.name = 'Athens Design Week, renamed'
    await event.save()
    const renamed = await client.get(path).header('if-none-match', String(repriced.header('etag')))
    renamed.assertStatus(200)
    assert.include(renamed.text(), '<h1 class="pe-hero__title">Athens Design Week, renamed</h1>')
  })
})

test.group('GET /event/{code}: not found', (group) => {
  useAccountsFixtures(group)

  for (const status of ['private', 'draft'] as const) {
    test(`a ${status} event is a 404 with the not-found page`, async ({ client, assert }) => {
      const user = await createUser('organizer')
      const event = await EventFactory.merge({ userId: user.id, status, name: 'Hidden' }).create()
      for (const code of [event.hashCode, String(event.id)]) {
        const response = await client.get(`/event/${code}`)
        response.assertStatus(404)
        assert.match(String(response.header('content-type')), /^text\/html/)
        assert.include(response.text(), 'Page not found')
        assert.notInclude(response.text(), 'Hidden')
        assert.isUndefined(response.header('etag'))
      }
    })
  }

  test('an unknown code is a 404 page, in the visitor’s language, linking home', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/event/no-such-event').header('accept-language', 'el')
    response.assertStatus(404)
    const html = response.text()
    assert.match(html, /^<!doctype html><html lang="el">/)
    assert.equal(titleOf(html), 'Η σελίδα δεν βρέθηκε · Tessera')
    assert.include(html, '<meta name="robots" content="noindex">')
    assert.match(html, /<a [^>]*href="\/manage\/dashboard"/)
    assert.notInclude(html, '<script')
  })

  test('public and public_search events are both found', async ({ client }) => {
    for (const status of ['public', 'public_search'] as const) {
      const { event } = await publishedEvent({ status })
      ;(await client.get(`/event/${event.hashCode}`)).assertStatus(200)
    }
  })
})
