import { JSON_API_MEDIA_TYPE, type ErrorObject } from '../jsonapi/document.js'
import { $locale } from '../stores/locale.js'
import { $session } from '../stores/session.js'
import { ApiError, signOutToLogin } from './client.js'

/** How far an upload has gone: bytes sent of the whole request body, and as a whole percentage. */
export type UploadProgress = { loaded: number; total: number; percent: number }

export type UploadOptions = {
  /** Called as the body is sent, and with 100 % once the answer arrives. */
  onProgress?: (progress: UploadProgress) => void
  /** Aborting rejects the upload with a DOMException named `AbortError`. */
  signal?: AbortSignal
  /** API root (default `/api/v1`, the management apps' same-origin API). */
  baseUrl?: string
  /** What to do on a 401 to a request that carried a token (default: sign out, go to /login). */
  onUnauthenticated?: () => void
}

const ABORT_ERROR = 'AbortError'
const ABORT_MESSAGE = 'The upload was aborted.'
const ACCEPT = 'Accept'
const ACCEPT_LANGUAGE = 'Accept-Language'
const AUTHORIZATION = 'Authorization'
const BEARER = 'Bearer'

/** While the body is sent: at most 99, so 100 % means answered (the server still works on a sent body). */
const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(99, Math.floor((loaded * 100) / total)) : 0

function parseBody(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

function errorsOf(body: unknown): ErrorObject[] {
  const errors = (body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? (errors as ErrorObject[]) : []
}

/**
 * A multipart upload with progress (docs/API.md "Uploads and files"). It uses XMLHttpRequest because
 * `fetch` reports no upload progress over HTTP/1.1. Headers are the API client's: JSON:API accept,
 * `Accept-Language` from `$locale`, the bearer token from `$session`. Resolves the parsed JSON:API
 * body; a refusal rejects with the client's `ApiError` (413 `file_too_large`, 415
 * `unsupported_file_type`, field errors), no answer at all with `ApiError` status 0.
 */
export function upload(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<unknown> {
  const { onProgress, signal, baseUrl = '/api/v1', onUnauthenticated = signOutToLogin } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException(ABORT_MESSAGE, ABORT_ERROR))
      return
    }
    const xhr = new XMLHttpRequest()
    const token = $session.get()?.token
    xhr.open('POST', `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
    xhr.setRequestHeader(ACCEPT, JSON_API_MEDIA_TYPE)
    xhr.setRequestHeader(ACCEPT_LANGUAGE, $locale.get())
    if (token) xhr.setRequestHeader(AUTHORIZATION, `${BEARER} ${token}`)

    const abort = () => xhr.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const settle = () => signal?.removeEventListener('abort', abort)

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress?.({
          loaded: event.loaded,
          total: event.total,
          percent: percentOf(event.loaded, event.total),
        })
    }
    xhr.onload = () => {
      settle()
      const answer = parseBody(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: 1, total: 1, percent: 100 })
        resolve(answer)
        return
      }
      if (xhr.status === 401 && token) onUnauthenticated()
      reject(new ApiError(xhr.status, errorsOf(answer)))
    }
    xhr.onerror = () => {
      settle()
      reject(new ApiError(0, []))
    }
    xhr.onabort = () => {
      settle()
      reject(new DOMException(ABORT_MESSAGE, ABORT_ERROR))
    }
    xhr.send(body)
  })
}

/** Whether a rejected upload was aborted by its caller (nothing to report). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === ABORT_ERROR
}
