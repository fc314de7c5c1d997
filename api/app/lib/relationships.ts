import type { ErrorCode } from '@tessera/shared/errors/codes'
import ApiError from '#exceptions/api_error'

const invalid = (name: string, code: ErrorCode) =>
  new ApiError(422, { code, pointer: `/data/relationships/${name}` })

function relationshipData(body: unknown, name: string): { given: boolean; data: unknown } {
  const relationships = (body as { data?: { relationships?: unknown } })?.data?.relationships
  if (relationships === undefined || relationships === null)
    return { given: false, data: undefined }
  if (typeof relationships !== 'object' || Array.isArray(relationships))
    throw invalid(name, 'invalid_value')
  const relationship = (relationships as Record<string, unknown>)[name]
  if (relationship === undefined) return { given: false, data: undefined }
  if (typeof relationship !== 'object' || relationship === null || !('data' in relationship)) {
    throw invalid(name, 'invalid_value')
  }
  return { given: true, data: (relationship as { data: unknown }).data }
}

/** The numeric id of a resource identifier of `type` (422 at the relationship otherwise). */
export function identifierId(value: unknown, name: string, type: string): number {
  const { type: givenType, id } = (value ?? {}) as { type?: unknown; id?: unknown }
  const n =
    typeof id === 'string' && /^\d{1,15}$/.test(id)
      ? Number(id)
      : typeof id === 'number'
        ? id
        : Number.NaN
  if (givenType !== type || !Number.isSafeInteger(n) || n < 1) throw invalid(name, 'invalid_value')
  return n
}

/**
 * The id of a to-one relationship of a request document: a number, `null` when cleared
 * (`data: null`), `undefined` when the document does not name it. Errors point at the relationship.
 */
export function toOneId(body: unknown, name: string, type: string): number | null | undefined {
  const { given, data } = relationshipData(body, name)
  if (!given) return undefined
  if (data === null) return null
  return identifierId(data, name, type)
}

/** The `data` array of a to-many relationship (at most `max` items), or `undefined` when not named. */
export function toManyData(body: unknown, name: string, max = 100): unknown[] | undefined {
  const { given, data } = relationshipData(body, name)
  if (!given) return undefined
  if (!Array.isArray(data)) throw invalid(name, 'invalid_value')
  if (data.length > max)
    throw new ApiError(422, {
      code: 'too_big',
      pointer: `/data/relationships/${name}`,
      values: { max },
    })
  return data
}

/** The ids of a to-many relationship (deduplicated), or `undefined` when not named. */
export function toManyIds(
  body: unknown,
  name: string,
  type: string,
  max = 100,
): number[] | undefined {
  const data = toManyData(body, name, max)
  return data && [...new Set(data.map((item) => identifierId(item, name, type)))]
}

/** A relationship names records that do not exist or are not the caller's to use. */
export function unknownRelated(name: string): ApiError {
  return invalid(name, 'invalid_value')
}
