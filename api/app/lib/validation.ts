import type { HttpContext } from '@adonisjs/core/http'
import { z } from 'zod'
import { issueError } from '@tessera/shared/errors/issues'
import ApiError, { type ApiErrorItem } from '#exceptions/api_error'

/**
 * Request validation with the zod schemas of `@tessera/shared/schemas` (the same ones the forms
 * use). Every zod issue becomes a 422 error item with the code the forms show for it
 * (`issueError`: field, code, values) and a pointer to its field.
 */
export function validate<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  throw new ApiError(
    422,
    result.error.issues.map((issue): ApiErrorItem => issueError(issue)),
  )
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

/** `value` as a row id, or null when no row can have it. */
export function rowId(value: unknown): number | null {
  const id = Number(value)
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : null
}

/** A numeric route id; anything else is a 404 (no such record). */
export function routeId(value: unknown): number {
  const id = rowId(value)
  if (id === null) throw ApiError.notFound()
  return id
}

/** The largest id a row can have (PostgreSQL's `integer`): a larger one is no record, not a 500. */
export const MAX_ROW_ID = 2_147_483_647
