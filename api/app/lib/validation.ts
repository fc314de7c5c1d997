import type { HttpContext } from '@adonisjs/core/http'
import { z } from 'zod'
import { isErrorCode, type ErrorCode } from '@tessera/shared/errors/codes'
import ApiError, { type ApiErrorItem } from '#exceptions/api_error'

/**
 * Request validation with the zod schemas of `@tessera/shared/schemas` (the same ones the forms
 * use). Every zod issue becomes a 422 error item with a stable code and a pointer to its field.
 */
export function issueToItem(issue: z.core.$ZodIssue): ApiErrorItem {
  const field = issue.path.map(String).join('/') || undefined
  const input = (issue as { input?: unknown }).input
  const item = (code: ErrorCode, values?: Record<string, unknown>): ApiErrorItem => ({
    code,
    field,
    values,
  })
  switch (issue.code) {
    case 'invalid_type':
      return item(input === undefined || input === null ? 'required' : 'invalid_type')
    case 'too_small':
      if (issue.origin === 'string')
        return item(Number(issue.minimum) <= 1 ? 'required' : 'too_short', { min: issue.minimum })
      if (issue.origin === 'array' || issue.origin === 'set')
        return item(Number(issue.minimum) <= 1 ? 'required' : 'too_small', { min: issue.minimum })
      return item('too_small', { min: issue.minimum })
    case 'too_big':
      return item(issue.origin === 'string' ? 'too_long' : 'too_big', { max: issue.maximum })
    case 'invalid_format':
      return item(
        issue.format === 'email'
          ? 'invalid_email'
          : issue.format === 'datetime'
            ? 'invalid_date'
            : 'invalid_format',
      )
    case 'invalid_value':
      return item('invalid_value')
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code
      return item(
        isErrorCode(code) ? code : 'invalid_value',
        issue.params as Record<string, unknown>,
      )
    }
    default:
      return item('invalid_value')
  }
}

export function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  throw new ApiError(422, result.error.issues.map(issueToItem))
}

/**
 * The attributes of a JSON:API request document `{ data: { type, attributes } }`, validated.
 * A wrong or missing `data.type` is a 409 (JSON:API) — we answer 422 with a pointer to `type`
 * so forms can show it; a body that is not a document is 400.
 */
export function resourceAttributes<T extends z.ZodType>(
  request: HttpContext['request'],
  type: string,
  schema: T,
): z.infer<T> {
  const body = request.body() as { data?: { type?: unknown; attributes?: unknown } }
  if (!body || typeof body !== 'object' || !body.data || typeof body.data !== 'object') {
    throw new ApiError(400, {
      code: 'bad_request',
      detail: 'Expected a JSON:API document with a `data` object.',
    })
  }
  if (body.data.type !== type) {
    throw new ApiError(409, { code: 'conflict', detail: `Expected data.type "${type}".` })
  }
  return validate(schema, body.data.attributes ?? {})
}

/** A plain JSON body (or the attributes of a JSON:API document), validated. */
export function bodyAttributes<T extends z.ZodType>(
  request: HttpContext['request'],
  schema: T,
): z.infer<T> {
  const body = request.body() as { data?: { attributes?: unknown } }
  const attributes = body?.data && typeof body.data === 'object' ? body.data.attributes : body
  return validate(schema, attributes ?? {})
}

/** A numeric route id; anything else is a 404 (no such record). */
export function routeId(value: unknown): number {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id < 1) throw ApiError.notFound()
  return id
}
