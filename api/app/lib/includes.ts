import type { HttpContext } from '@adonisjs/core/http'
import ApiError from '#exceptions/api_error'

/** `include` of a single-resource request, checked against what it may include (400 otherwise). */
export function requestedIncludes(
  request: HttpContext['request'],
  allowed: readonly string[],
): string[] {
  const value = request.qs().include ?? ''
  if (typeof value !== 'string') throw ApiError.badRequest('unknown_include', 'include')
  const names = value.split(',').filter(Boolean)
  if (names.some((name) => !allowed.includes(name)))
    throw ApiError.badRequest('unknown_include', 'include')
  return names
}
