import ky, { HTTPError, type KyInstance, type Options } from 'ky'
import { JSON_API_MEDIA_TYPE, type ErrorObject } from '../jsonapi/document.js'
import { $locale } from '../stores/locale.js'
import { $session, signOut } from '../stores/session.js'
import { ApiError, retryAfterSeconds } from './api-error.js'

/** Kept here too: every app imports it with the client. */
export { ApiError }

export type ClientOptions = {
  /** API root, e.g. `/api/v1` or `https://tickets.example.com/api/v1`. */
  baseUrl: string
  /**
   * What to do when a request gets no response at all. The management apps clear the token and go
   * to /login (spec "accounts" §4); the widget on third-party pages only reports the error.
   */
  onNetworkError?: () => void
  /** What to do when the API answers 401 to a request that carried a token (expired or revoked). */
  onUnauthenticated?: () => void
  /** Whether to send the stored bearer token. */
  authenticate?: boolean
}

/** Clears the stored token and goes to the sign-in page. */
export function signOutToLogin(): void {
  signOut()
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    window.history.pushState(null, '', '/login')
    window.dispatchEvent(new PopStateEvent('popstate'))
  }
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof HTTPError) {
    let errors: ErrorObject[] = []
    try {
      const body = (await error.response.clone().json()) as { errors?: ErrorObject[] }
      errors = Array.isArray(body.errors) ? body.errors : []
    } catch {
      // not a JSON:API document: keep the status only
    }
    const retryAfter = retryAfterSeconds(error.response.headers.get('Retry-After'))
    return new ApiError(error.response.status, errors, retryAfter)
  }
  return new ApiError(0, [])
}

export type RequestOptions = Omit<Options, 'method' | 'json' | 'body' | 'prefixUrl'>

/** The API client every app uses: JSON:API in and out, errors as `ApiError`. */
export type ApiClient = {
  get(url: string, options?: RequestOptions): Promise<unknown>
  post(url: string, json?: unknown, options?: RequestOptions): Promise<unknown>
  patch(url: string, json?: unknown, options?: RequestOptions): Promise<unknown>
  delete(url: string, options?: RequestOptions): Promise<unknown>
  /** A multipart upload (`FormData`). */
  upload(url: string, body: FormData, options?: RequestOptions): Promise<unknown>
  /** A file the API answers (a CSV export), as a `Blob`; failures are `ApiError`s as elsewhere. */
  download(url: string, options?: RequestOptions): Promise<Blob>
}

async function readJson(response: Response): Promise<unknown> {
  const text = response.status === 204 ? '' : await response.text()
  return text ? (JSON.parse(text) as unknown) : null
}

function isAbort(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')
  )
}

/**
 * Leaving a page cancels its requests, and the browser rejects them as network failures while the
 * old page's scripts still run: signing out then would sign the user out of the page they are going
 * to. A failure counts only if the page is still shown a moment later.
 */
let leavingPage = false
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true
  })
  window.addEventListener('pageshow', () => {
    leavingPage = false
  })
}

/** How long a page being left has to be gone before a lost request counts as a network failure. */
export const NETWORK_FAILURE_GRACE_MS = 250

function reportNetworkFailure(report: (() => void) | undefined): void {
  if (!report) return
  setTimeout(() => {
    if (!leavingPage) report()
  }, NETWORK_FAILURE_GRACE_MS)
}

/** A `ky`-based client speaking Tessera's JSON:API: media type, language, token, typed errors. */
export function createApiClient(options: ClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    timeout: 30_000,
    retry: 0,
    headers: { Accept: JSON_API_MEDIA_TYPE },
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Accept-Language', $locale.get())
          const token = $session.get()?.token
          if (token && options.authenticate !== false)
            request.headers.set('Authorization', `Bearer ${token}`)
          if (request.headers.get('Content-Type')?.startsWith('application/json')) {
            request.headers.set('Content-Type', JSON_API_MEDIA_TYPE)
          }
        },
      ],
    },
  })

  async function send<T = unknown>(
    url: string,
    init: Options,
    read: (response: Response) => Promise<T> = readJson as (response: Response) => Promise<T>,
  ): Promise<T> {
    try {
      return await read(await http(url.replace(/^\//, ''), init))
    } catch (error) {
      if (!(error instanceof HTTPError) && !isAbort(error))
        reportNetworkFailure(options.onNetworkError)
      const apiError = await toApiError(error)
      if (
        apiError.status === 401 &&
        error instanceof HTTPError &&
        error.request.headers.has('Authorization')
      ) {
        options.onUnauthenticated?.()
      }
      throw apiError
    }
  }

  return {
    get: (url, init) => send(url, { ...init, method: 'get' }),
    post: (url, json, init) => send(url, { ...init, method: 'post', json }),
    patch: (url, json, init) => send(url, { ...init, method: 'patch', json }),
    delete: (url, init) => send(url, { ...init, method: 'delete' }),
    upload: (url, body, init) => send(url, { ...init, method: 'post', body }),
    download: (url, init) => send(url, { ...init, method: 'get' }, (response) => response.blob()),
  }
}
