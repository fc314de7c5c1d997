import { pointerField, type ErrorObject } from '../jsonapi/document.js'

/**
 * An error answer of the API, ready for a form: `fieldErrors` maps a field (the fourth segment of
 * each error's pointer) to the first detail given for it (spec "accounts" §5).
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly detail: string
  readonly fieldErrors: Record<string, string>
  readonly fieldCodes: Record<string, string>
  readonly errors: ErrorObject[]

  constructor(status: number, errors: ErrorObject[]) {
    const first = errors[0]
    super(first?.detail ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.code = first?.code ?? (status === 0 ? 'network_error' : 'server_error')
    this.detail = first?.detail ?? ''
    this.errors = errors
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
