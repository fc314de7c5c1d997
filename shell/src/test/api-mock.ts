import { vi } from 'vitest'

export type MockAnswer = { status?: number; body?: unknown }
type Handler = MockAnswer | ((request: Request) => MockAnswer | Promise<MockAnswer>)

export type ApiCall = {
  method: string
  path: string
  search: string
  body: unknown
  headers: Headers
}

/**
 * Answers the API client's requests (`fetch`) from a table `"POST /login" → answer`, and records
 * each call. An unlisted request fails the test loudly with a 599.
 */
export function mockApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = []
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(input, window.location.origin), init)
    const url = new URL(request.url)
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const text = await request.clone().text()
    calls.push({
      method: request.method,
      path,
      search: url.search,
      body: text ? JSON.parse(text) : null,
      headers: request.headers,
    })
    const handler = routes[`${request.method} ${path}`]
    if (!handler)
      return new Response(
        JSON.stringify({ errors: [{ code: 'unmocked', detail: `${request.method} ${path}` }] }),
        { status: 599 },
      )
    const answer = typeof handler === 'function' ? await handler(request) : handler
    const status = answer.status ?? 200
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/vnd.api+json' },
    })
  })
  return calls
}

/** A `users` document as `GET /me?include=roles` answers it. */
export function meDocument(
  attributes: { id?: string; name?: string; email?: string; role?: string } = {},
) {
  const {
    id = '21',
    name = 'Maria Papadopoulou',
    email = 'maria@example.com',
    role = 'creator',
  } = attributes
  return {
    data: {
      type: 'users',
      id,
      attributes: {
        uuid: 'b3c5d2f0-0000-4000-8000-000000000001',
        name,
        email,
        profile_image: null,
        timezone: 'Europe/Athens',
        currency: 'eur',
        email_notifications: true,
        slack_notifications: false,
        has_slack_token: false,
        google_calendar_synch: false,
        google_email: null,
        payment_gateway: null,
        has_snipcart_token: false,
        has_payment_secret: false,
        has_payment_webhook_secret: false,
        email_verified_at: null,
        created_at: '2026-01-01T10:00:00+00:00',
        updated_at: '2026-01-01T10:00:00+00:00',
      },
      relationships: { roles: { data: [{ type: 'roles', id: '6' }] } },
    },
    included: [
      {
        type: 'roles',
        id: '6',
        attributes: { name: role, created_at: '2026-01-01T10:00:00+00:00' },
      },
    ],
  }
}

export const tokenDocument = {
  meta: { access_token: 'oat_token', token_type: 'Bearer', expires_at: null },
}

export function errorDocument(status: number, code: string, detail: string, field?: string) {
  return {
    status,
    body: {
      errors: [
        {
          status: String(status),
          code,
          title: code,
          detail,
          ...(field ? { source: { pointer: `/data/attributes/${field}` } } : {}),
        },
      ],
    },
  }
}
