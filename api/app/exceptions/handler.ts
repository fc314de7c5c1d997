import app from '@adonisjs/core/services/app'
import { ExceptionHandler, type HttpContext } from '@adonisjs/core/http'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { errors as coreErrors } from '@adonisjs/core'
import { errorText } from '@tessera/shared/errors/messages'
import type { ErrorCode } from '@tessera/shared/errors/codes'
import {
  JSON_API_MEDIA_TYPE,
  errorDocument,
  type ErrorObject,
} from '@tessera/shared/jsonapi/document'
import { serverI18n } from '@tessera/shared/i18n/server'
import { localeFromHeader } from '@tessera/shared/i18n/locales'
import ApiError from '#exceptions/api_error'
import { bodyTooLarge } from '#services/uploads/body_too_large'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
}

/**
 * Turns every error into a JSON:API error document (docs/API.md). Expected failures arrive as
 * `ApiError`; framework errors are mapped to their codes here; anything else is a 500 that is
 * logged, and a test failure, because no input may produce one.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  async handle(error: unknown, ctx: HttpContext) {
    const apiError = this.toApiError(error, ctx)
    const i18n = ctx.i18n ?? serverI18n(localeFromHeader(ctx.request.header('accept-language')))
    const status = apiError.status
    const errors: ErrorObject[] = apiError.items.map((item) => {
      const object: ErrorObject = {
        status: String(status),
        code: item.code,
        title: TITLES[status] ?? 'Error',
        detail: item.detail ?? errorText(i18n, item.code, item.values),
      }
      const source = apiError.pointerOf(item)
      if (source) object.source = source
      if (item.meta) object.meta = item.meta
      return object
    })
    for (const [name, value] of Object.entries(apiError.headers)) ctx.response.header(name, value)
    ctx.response.header('Content-Type', JSON_API_MEDIA_TYPE)
    return ctx.response.status(status).send(errorDocument(errors))
  }

  async report(error: unknown, ctx: HttpContext) {
    if (this.toApiError(error).status >= 500) return super.report(error, ctx)
  }

  private toApiError(error: unknown, ctx?: HttpContext): ApiError {
    if (error instanceof ApiError) return error
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      const throttled = new ApiError(429, { code: 'rate_limited' })
      throttled.headers['Retry-After'] = String(Math.max(1, error.response.availableIn))
      return throttled
    }
    if (error instanceof authErrors.E_INVALID_CREDENTIALS)
      return ApiError.unauthenticated('invalid_credentials')
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) return ApiError.unauthenticated()
    if (error instanceof lucidErrors.E_ROW_NOT_FOUND) return ApiError.notFound()
    if (error instanceof coreErrors.E_ROUTE_NOT_FOUND) return ApiError.notFound()
    const status = (error as { status?: unknown })?.status
    const code = (error as { code?: unknown })?.code
    if (code === 'E_REQUEST_ENTITY_TOO_LARGE' || status === 413) return bodyTooLarge(ctx)
    if (code === 'E_HTTP_REQUEST_ABORTED') return ApiError.badRequest()
    if (isUniqueViolation(error)) return ApiError.conflict('already_exists')
    // The body parser refuses a JSON body that is neither an object nor an array with a 422:
    // that is a malformed request, not a validation failure.
    if (status === 422 && /^Invalid JSON/.test((error as Error).message ?? ''))
      return ApiError.badRequest()
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new ApiError(status, { code: codeForStatus(status) })
    }
    return new ApiError(500, { code: 'server_error' })
  }
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 409:
      return 'conflict'
    case 415:
      return 'unsupported_file_type'
    case 422:
      return 'validation_failed'
    default:
      return 'bad_request'
  }
}

/** A unique index refused a write (SQLite and PostgreSQL report it differently). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}
