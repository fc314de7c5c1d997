import { pointerField, type ErrorObject } from '../jsonapi/document.js'

/**
 * The seconds a `Retry-After` header asks to wait (delta-seconds or an HTTP date, RFC 9110 §10.2.3);
 * null without the header or when it cannot be read.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  const value = header?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

/**
 * An error answer of the API, ready for a form: `fieldErrors` maps a field (the fourth segment of
 * each error's pointer) to the first detail given for it (spec "accounts" §5); a refusal to be
 * retried later (429, 503) keeps its `Retry-After` as `retryAfterSeconds`.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly detail: string
  readonly fieldErrors: Record<string, string>
  readonly fieldCodes: Record<string, string>
  readonly errors: ErrorObject[]
  readonly retryAfterSeconds: number | null

  constructor(status: number, errors: ErrorObject[], retryAfter: number | null = null) {
    const first = errors[0]
    super(first?.detail ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.code = first?.code ?? (status === 0 ? 'network_error' : 'server_error')
    this.detail = first?.detail ?? ''
    this.errors = errors
    this.retryAfterSeconds = retryAfter
    this.fieldErrors = {}
    this.fieldCodes = {}
    for (const error of errors) {
      const field = pointerField(error.source?.pointer)
      if (field && !(field in this.fieldErrors)) {
        this.fieldErrors[field] = error.detail
        this.fieldCodes[field] = error.code
      }
    }
  }
}
