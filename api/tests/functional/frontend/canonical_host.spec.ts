import { test } from '@japa/runner'
import { appUrl } from '#config/app'

/*
| One address for the site (issue 26 item 1; docs/DECISIONS.md "One canonical origin"): a browser
| navigation on another host of the same server goes to the same path on APP_URL; the API, health
| checks, /dev/mail, scripts and fetches answer wherever they arrive.
*/

const canonical = new URL(appUrl)
const OTHER_HOST = 'second-name.test:8080'
const NAVIGATION = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }

test.group('The canonical host', () => {
  test('a page navigation on another host is sent to APP_URL with its path and query', async ({
    client,
    assert,
  }) => {
    for (const path of ['/event/AbC123?lang=el&book', '/manage/events', '/login']) {
      const response = await client
        .get(path)
        .header('Host', OTHER_HOST)
        .headers(NAVIGATION)
        .redirects(0)
      response.assertStatus(301)
      assert.equal(response.header('location'), `${canonical.origin}${path}`, path)
      assert.equal(response.header('cache-control'), 'no-store', path)
      assert.equal(response.header('x-content-type-options'), 'nosniff', path)
    }
    // A browser without Fetch Metadata (plain HTTP on a LAN address): it asks for HTML.
    const plain = await client
      .get('/calendar/some-uuid')
      .header('Host', '192.168.1.20:3333')
      .header('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .redirects(0)
    plain.assertStatus(301)
    assert.equal(plain.header('location'), `${canonical.origin}/calendar/some-uuid`)
  })

  test('a path that looks like another host stays a path on APP_URL', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('//elsewhere.example/event/x')
      .header('Host', OTHER_HOST)
      .headers(NAVIGATION)
      .redirects(0)
    response.assertStatus(301)
    assert.equal(response.header('location'), `${canonical.origin}//elsewhere.example/event/x`)
  })

  test('APP_URL’s host is answered, with its port or without (a proxy’s $host)', async ({
    client,
    assert,
  }) => {
    for (const host of [canonical.host, canonical.hostname, canonical.host.toUpperCase()]) {
      const response = await client.get('/login').header('Host', host).headers(NAVIGATION)
      response.assertStatus(200)
      assert.include(response.header('content-type'), 'text/html', host)
    }
  })

  test('the API, health, readiness and /dev/mail are answered on any host', async ({
    client,
    assert,
  }) => {
    for (const path of ['/api/v1/health', '/api/v1/ready', '/api/v1/config']) {
      const response = await client
        .get(path)
        .header('Host', OTHER_HOST)
        .headers(NAVIGATION)
        .redirects(0)
      response.assertStatus(200)
    }
    const missing = await client
      .get('/api/v1/public/events/NoSuch1')
      .header('Host', OTHER_HOST)
      .headers(NAVIGATION)
      .redirects(0)
    missing.assertStatus(404)
    assert.equal(missing.header('content-type'), 'application/vnd.api+json')

    const here = await client.get('/dev/mail').header('Host', canonical.host).redirects(0)
    const there = await client
      .get('/dev/mail')
      .header('Host', OTHER_HOST)
      .headers(NAVIGATION)
      .redirects(0)
    assert.notEqual(there.status(), 301)
    assert.equal(there.status(), here.status())
    assert.isUndefined(there.header('location'))
  })

  test('what is not a GET navigation is answered where it arrives', async ({ client, assert }) => {
    // A script, an image or a fetch of the same server (the widget's module on a third-party page).
    for (const mode of ['cors', 'no-cors', 'same-origin']) {
      const response = await client
        .get('/login')
        .header('Host', OTHER_HOST)
        .header('Sec-Fetch-Mode', mode)
        .header('Accept', 'text/html')
        .redirects(0)
      response.assertStatus(200)
    }
    // A form's POST is not turned into a GET elsewhere: the page answers it (here: no checkout).
    const posted = await client
      .post('/payments/sandbox/checkout/NoSuch1?token=x')
      .header('Host', OTHER_HOST)
      .headers(NAVIGATION)
      .redirects(0)
    assert.notEqual(posted.status(), 301)
    assert.isUndefined(posted.header('location'))
    // A client that asks for no HTML and says no mode (curl, a monitor) gets the page itself.
    const curl = await client.get('/login').header('Host', OTHER_HOST).redirects(0)
    curl.assertStatus(200)
  })
})
