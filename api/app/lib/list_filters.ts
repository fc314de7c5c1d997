import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import ApiError from '#exceptions/api_error'

/** The `lower(column) like ? escape '\\'` pattern of "contains `value`" (wildcards matched literally). */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`
}

/** Case-insensitive "contains" (LIKE wildcards in the value are matched literally). */
export function whereContains<M extends LucidModel>(
  query: ModelQueryBuilderContract<M>,
  column: string,
  value: string,
) {
  query.whereRaw(`lower(${column}) like ? escape '\\'`, [containsPattern(value)])
}

/** A filter value that must be a positive id (400 with the parameter otherwise). */
export function filterId(name: string, value: string): number {
  if (!/^\d{1,15}$/.test(value)) throw ApiError.badRequest('bad_request', `filter[${name}]`)
  return Number(value)
}

/** A comma-separated filter whose every value must be one of `allowed`. */
export function filterOneOf<T extends string>(
  name: string,
  value: string,
  allowed: readonly T[],
): T[] {
  const values = value.split(',').map((item) => item.trim())
  if (!values.every((item): item is T => (allowed as readonly string[]).includes(item))) {
    throw ApiError.badRequest('bad_request', `filter[${name}]`)
  }
  return values as T[]
}
