import { Exception } from '@adonisjs/core/exceptions'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import { attributePointer } from '@tessera/shared/jsonapi/document'

export type ApiErrorItem = {
  code: ErrorCode
  /** The attribute the error is about; becomes `source.pointer`. */
  field?: string
  /** Any other part of the request document (`/data/relationships/roles`); becomes `source.pointer`. */
  pointer?: string
  /** A query parameter the error is about; becomes `source.parameter`. */
  parameter?: string
  /** A request header the error is about; becomes `source.header`. */
  header?: string
  /** Values for the translated detail (`{max}`, `{min}`). */
  values?: Record<string, unknown>
  /** A detail to send instead of the code's translated text. */
  detail?: string
  /** The state behind the error, for the client (a check-in conflict's attendee and admissions). */
  meta?: Record<string, unknown>
}

/**
 * The one exception the API throws for expected failures. The exception handler renders it as a
 * JSON:API error document, translating each code in the request's language.
 */
export default class ApiError extends Exception {
  readonly items: ApiErrorItem[]
  headers: Record<string, string> = {}

  constructor(status: number, items: ApiErrorItem | ApiErrorItem[]) {
    const list = Array.isArray(items) ? items : [items]
    super(list[0]?.code ?? 'server_error', { status, code: list[0]?.code })
    this.items = list
  }

  static badRequest(code: ErrorCode = 'bad_request', parameter?: string) {
    return new ApiError(400, { code, parameter })
  }
  static unauthenticated(code: ErrorCode = 'unauthenticated') {
    return new ApiError(401, { code })
  }
  static forbidden(code: ErrorCode = 'forbidden', detail?: string) {
    return new ApiError(403, { code, detail })
  }
  static notFound() {
    return new ApiError(404, { code: 'not_found' })
  }
  static conflict(code: ErrorCode, detail?: string) {
    return new ApiError(409, { code, detail })
  }
  static invalid(field: string, code: ErrorCode, values?: Record<string, unknown>) {
    return new ApiError(422, { code, field, values })
  }

  pointerOf(
    item: ApiErrorItem,
  ): { pointer?: string; parameter?: string; header?: string } | undefined {
    if (item.field) return { pointer: attributePointer(item.field) }
    if (item.pointer) return { pointer: item.pointer }
    if (item.parameter) return { parameter: item.parameter }
    if (item.header) return { header: item.header }
    return undefined
  }
}
