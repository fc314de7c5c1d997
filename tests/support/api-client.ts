import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'
import type { Credentials } from './pages'

const JSON_API = 'application/vnd.api+json'
const SESSION_KEY = 'tessera:session'

export type Resource = {
  type: string
  id: string
  attributes: Record<string, unknown>
  relationships?: Record<
    string,
    { data: { type: string; id: string } | { type: string; id: string }[] | null }
  >
}
export type ErrorObject = { code?: string; source?: { pointer?: string } }

/** The API as one account: JSON:API requests carrying its bearer token. */
export function apiAs(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}`, Accept: JSON_API, 'Content-Type': JSON_API }
  const url = (path: string) => `/api/v1/${path}`
  return {
    get: (path: string, params?: Record<string, string>) =>
      request.get(url(path), { headers, ...(params ? { params } : {}) }),
    post: (path: string, data?: unknown) => request.post(url(path), { headers, data }),
    patch: (path: string, data: unknown) => request.patch(url(path), { headers, data }),
    logout: () => request.post(url('logout'), { headers }),
  }
}
export type Api = ReturnType<typeof apiAs>

/** Signs in through the API (setup and checks beside a journey); log the token out when done. */
export async function signInToApi(request: APIRequestContext, { email, password }: Credentials) {
  const login = await request.post('/api/v1/login', { data: { email, password } })
  expect(login.status(), await login.text()).toBe(200)
  const token = ((await login.json()) as { meta: { access_token: string } }).meta.access_token
  return apiAs(request, token)
}

/** The API as the account the page is signed in as (its token in local storage). */
export async function apiOfPage(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { token?: string } | null)?.token,
    SESSION_KEY,
  )
  if (!token) throw new Error('the page is not signed in')
  return apiAs(request, token)
}

/** An answer of the API, to a request of the test (`APIResponse`) or of the page (`Response`). */
type Answer = Pick<APIResponse, 'status' | 'text' | 'json'>

/** The document of a successful answer with the expected status. */
export async function documentOf(response: Answer, status = 200) {
  expect(response.status(), await response.text()).toBe(status)
  return (await response.json()) as { data: Resource; included?: Resource[] }
}

/** The errors of a refused answer with the expected status. */
export async function errorsOf(response: Answer, status: number) {
  expect(response.status(), await response.text()).toBe(status)
  return ((await response.json()) as { errors: ErrorObject[] }).errors
}

/** `{ data: { type, attributes, relationships } }` of a new resource, its relationships to-one. */
export function newResource(
  type: string,
  attributes: Record<string, unknown>,
  relationships: Record<string, { type: string; id: string } | { type: string; id: string }[]> = {},
) {
  const related = Object.fromEntries(
    Object.entries(relationships).map(([name, data]) => [name, { data }]),
  )
  return { data: { type, attributes, relationships: related } }
}
