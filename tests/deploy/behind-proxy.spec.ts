import { request as httpRequest } from 'node:http'
import {
  request as playwrightRequest,
  test,
  expect,
  type APIRequestContext,
} from '@playwright/test'
import { documentOf } from '../support/api-client'
import { seedFreeTicket } from '../support/event-screens'
import { Mailbox, demoAccount } from '../support/fixtures'
import { signInToApi, type Api } from '../support/api-client'
import { uniqueEmail, uniqueId } from '../support/pages'
import { missing, startDeployment, type Deployment } from './deployment'

/*
| Tessera as docs/DEPLOY.md deploys it: nginx with the documented configuration in front of two
| API processes on one PostgreSQL database (tests/deploy/deployment.ts). Every request goes through
| nginx, as a visitor's would.
*/

const skipped = missing()
test.skip(skipped !== null, `the deployment suite needs nginx and PostgreSQL: ${skipped}`)
test.describe.configure({ mode: 'serial' })

const JSON_API = 'application/vnd.api+json'

let deployment: Deployment
let request: APIRequestContext

test.beforeAll(async () => {
  test.setTimeout(300_000)
  deployment = await startDeployment()
  request = await playwrightRequest.newContext({ baseURL: deployment.url })
})

test.afterAll(async () => {
  await request?.dispose()
  await deployment?.stop()
})

/** A GET through nginx from one loopback address (a client of its own), answering the status. */
function getFrom(client: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(
      `${deployment.url}${path}`,
      { localAddress: client, headers },
      (answer) => {
        answer.resume()
        answer.on('end', () => resolve(answer.statusCode ?? 0))
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The directives of a Content-Security-Policy header. */
function directives(header: string | undefined) {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** The headers every page kind shares: a strict script policy, no sniffing, HSTS (APP_URL is https). */
function expectPageHeaders(headers: Record<string, string>) {
  const policy = directives(headers['content-security-policy'])
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? []
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).not.toContain("'unsafe-eval'")
  expect(policy.get('style-src') ?? []).not.toContain("'unsafe-inline'")
  expect(policy.get('object-src')).toEqual(["'none'"])
  expect(policy.get('base-uri')).toEqual(["'none'"])
  expect(policy.get('report-uri')).toEqual(['/api/v1/csp-reports'])
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/)
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  return policy
}

test('each page kind carries its security headers through the proxy; /dev/mail does not exist', async () => {
  for (const path of [
    '/manage/dashboard',
    '/manage/event-scan',
    '/booking/ABC123?token=x',
    '/login',
  ]) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    const policy = expectPageHeaders(answer.headers())
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(await answer.text())?.[1]
    expect(policy.get('style-src'), path).toContain(`'nonce-${nonce}'`)
    expect(answer.headers()['permissions-policy'], path).toMatch(/(^|, )camera=\(self\)/)
  }
  const checkout = await request.get('/payments/sandbox/checkout/ABC123?token=x')
  expect(checkout.status()).toBe(404)
  expect(expectPageHeaders(checkout.headers()).get('frame-ancestors')).toEqual(["'none'"])
  const missingEvent = await request.get('/event/ABC123')
  expect(missingEvent.status()).toBe(404)
  expect(expectPageHeaders(missingEvent.headers()).get('frame-ancestors')).toEqual(['*'])

  // Production: the mail page is not there, even asked from loopback through the proxy.
  expect((await request.get('/dev/mail')).status()).toBe(404)
  const api = await request.get('/api/v1/ready')
  expect(api.status()).toBe(200)
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
})

test('an organizer signs in, publishes an event, a visitor books it and gets the e-mail', async () => {
  const mailbox = new Mailbox(deployment.mailUrl, Date.now())
  const api: Api = await signInToApi(request, demoAccount('organizer'))
  const id = uniqueId()
  const { eventId, offerId } = await seedFreeTicket(api, id)
  const attributes = { status: 'public', virtual_link: 'https://meet.example.org/room' }
  const event = await documentOf(
    await api.patch(`events/${eventId}`, { data: { type: 'events', id: eventId, attributes } }),
  )
  const code = String(event.data.attributes.hash_code)

  const page = await request.get(`/event/${code}`)
  expect(page.status()).toBe(200)
  expect(await page.text()).toContain(`Open rehearsal ${id}`)
  const pagePolicy = expectPageHeaders(page.headers())
  expect(pagePolicy.get('frame-ancestors')).toEqual(['*'])
  expect(pagePolicy.get('style-src')?.some((source) => source.startsWith("'sha256-"))).toBe(true)
  expect(page.headers()['permissions-policy']).toMatch(/(^|, )camera=\(\)/)

  const email = uniqueEmail('deploy')
  const order = await documentOf(
    await request.post('/api/v1/orders', {
      headers: { 'Idempotency-Key': uniqueId(), 'Content-Type': JSON_API, Accept: JSON_API },
      data: {
        data: {
          type: 'orders',
          attributes: {
            event_id: eventId,
            buyer: { name: 'Maria Papadopoulou', email },
            lines: [{ event_ticket_id: offerId, quantity: 1 }],
            consent: true,
          },
        },
      },
    }),
    201,
  )
  const hashCode = String(order.data.attributes.hash_code)
  const mail = await mailbox.waitFor(email)
  // Links in e-mails are APP_URL's (https), whichever process or proxy hop sent them.
  const link = mail.links.find((url) =>
    url.startsWith(`https://tickets.test/booking/${hashCode}?token=`),
  )
  expect(link, mail.links.join('\n')).toBeDefined()
  const token = new URL(link!).searchParams.get('token')!
  const booking = await request.get(`/api/v1/public/bookings/${hashCode}`, { params: { token } })
  expect(booking.status()).toBe(200)
  await api.logout()
})

test('clients are limited by their own address behind the proxy; a forged X-Forwarded-For is not believed', async () => {
  const challenge = '/api/v1/human-check/challenge'
  // 30 challenges a minute per address (config/limits.ts), counted in the database by both processes.
  for (let index = 0; index < 30; index++) expect(await getFrom('127.0.0.2', challenge)).toBe(200)
  expect(await getFrom('127.0.0.2', challenge)).toBe(429)
  // Another client is counted apart, though both reach the API from nginx's one address.
  expect(await getFrom('127.0.0.3', challenge)).toBe(200)
  // The first client cannot pass itself off as someone else: nginx appends its real address, and
  // the API believes only nginx (TRUSTED_PROXIES).
  for (const forged of ['203.0.113.50', '127.0.0.3', '203.0.113.50, 127.0.0.3'])
    expect(await getFrom('127.0.0.2', challenge, { 'X-Forwarded-For': forged }), forged).toBe(429)
})

/** Books one place as a new buyer, repeating the same Idempotency-Key while nginx answers 502. */
async function bookOnce(eventId: string, offerId: string, email: string): Promise<string> {
  const key = uniqueId()
  for (let attempt = 1; ; attempt++) {
    const answer = await fetch(`${deployment.url}/api/v1/orders`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key, 'Content-Type': JSON_API, Accept: JSON_API },
      body: JSON.stringify({
        data: {
          type: 'orders',
          attributes: {
            event_id: eventId,
            buyer: { name: 'Nikos Georgiou', email },
            lines: [{ event_ticket_id: offerId, quantity: 1 }],
            consent: true,
          },
        },
      }),
    })
    const text = await answer.text()
    // The process that had the request died with it: the answer is unknown, so ask again.
    if ((answer.status === 502 || answer.status === 504) && attempt < 5) continue
    expect(answer.status, text).toBe(201)
    return String(
      (JSON.parse(text) as { data: { attributes: { hash_code: string } } }).data.attributes
        .hash_code,
    )
  }
}

test('killing one API process mid-run loses nothing: the other serves every booking and sends every e-mail', async () => {
  const mailbox = new Mailbox(deployment.mailUrl, Date.now())
  const api = await signInToApi(request, demoAccount('organizer'))
  const id = uniqueId()
  const { eventId, offerId } = await seedFreeTicket(api, id)
  const attributes = { status: 'public', virtual_link: 'https://meet.example.org/room' }
  await documentOf(
    await api.patch(`events/${eventId}`, { data: { type: 'events', id: eventId, attributes } }),
  )

  const BUYERS = 8
  const EACH = 5
  const booked: { email: string; hashCode: string }[] = []
  let killed = false
  const buyer = async (index: number) => {
    for (let turn = 0; turn < EACH; turn++) {
      const email = uniqueEmail(`kill-${index}-${turn}`)
      booked.push({ email, hashCode: await bookOnce(eventId, offerId, email) })
      // A third of the way in, one process dies without warning, requests in flight and all.
      if (!killed && booked.length >= (BUYERS * EACH) / 3) {
        killed = true
        process.kill(deployment.apis[0]!.pid!, 'SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: BUYERS }, (_, index) => buyer(index)))
  expect(killed).toBe(true)

  // Every booking answered is there once, served by the process left.
  expect(new Set(booked.map((one) => one.hashCode)).size).toBe(BUYERS * EACH)
  const list = await documentOf(
    await api.get('orders', { 'filter[event]': eventId, 'page[size]': '1' }),
  )
  expect((list as unknown as { meta: { page: { total: number } } }).meta.page.total).toBe(
    BUYERS * EACH,
  )
  // The signed-in session outlives the process that signed it in.
  expect((await api.get('me')).status()).toBe(200)
  // Every buyer gets the confirmation, the dead process's unsent ones after their lease (2 s).
  for (const { email, hashCode } of booked) {
    const mail = await mailbox.waitFor(email, { timeout: 20_000 })
    expect(mail.links.some((url) => url.includes(`/booking/${hashCode}?token=`))).toBe(true)
  }
  await api.logout()
})
