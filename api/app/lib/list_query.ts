import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import { pageMeta, type PageMeta } from '@tessera/shared/jsonapi/document'
import ApiError from '#exceptions/api_error'

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>

/** What a list endpoint accepts: its filters, sortable fields, includes and paging defaults. */
export type ListSpec<M extends LucidModel> = {
  /**
   * Each applies one `filter[name]`. One that must read first (the month's zones) returns a
   * Promise, which is awaited; anything else returned (a query builder, itself thenable) is not.
   */
  filters: Record<string, (query: Query<M>, value: string) => void>
  /** Public sort name → column. */
  sorts: Record<string, string>
  includes?: readonly string[]
  defaultSort: string
  defaultSize?: number
}

/** What parsing a list request needs of a spec: the names of its filters, sorts and includes. */
export type ListNames = Omit<ListSpec<LucidModel>, 'filters'> & { filters: Record<string, unknown> }

export type ListQuery = {
  filters: [string, string][]
  sort: { column: string; direction: 'asc' | 'desc' }[]
  page: { number: number; size: number }
  include: string[]
}

export const MAX_PAGE_SIZE = 100

function positiveInteger(value: unknown, parameter: string, max = Number.MAX_SAFE_INTEGER): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw ApiError.badRequest('invalid_page', parameter)
  return n
}

/**
 * The names of the `filter[…]` parameters as sent. The query-string parser silently drops names
 * of `Object.prototype` (`filter[toString]`, `filter[__proto__]`), so they are read here.
 */
function sentFilterNames(rawQuery: string | null): string[] {
  return [...new URLSearchParams(rawQuery ?? '').keys()]
    .map((key) => /^filter\[([^\]]*)\]/.exec(key)?.[1])
    .filter((name): name is string => name !== undefined)
}

/** `filter[name]=value` pairs; names are the spec's own filters (not `toString`, `__proto__`). */
function parseFilters(
  param: unknown,
  sentNames: string[],
  filters: Record<string, unknown>,
): [string, string][] {
  for (const name of sentNames) {
    if (!Object.hasOwn(filters, name))
      throw ApiError.badRequest('unknown_filter', `filter[${name}]`)
  }
  if (param === undefined) return []
  if (typeof param !== 'object' || param === null || Array.isArray(param)) {
    throw ApiError.badRequest('unknown_filter', 'filter')
  }
  const parsed: [string, string][] = []
  for (const [name, value] of Object.entries(param)) {
    if (!Object.hasOwn(filters, name))
      throw ApiError.badRequest('unknown_filter', `filter[${name}]`)
    if (typeof value !== 'string') throw ApiError.badRequest('bad_request', `filter[${name}]`)
    if (value !== '') parsed.push([name, value])
  }
  return parsed
}

/** `sort=-start_at,name`; names are the spec's own sorts (not `constructor`, `__proto__`). */
function parseSort(param: unknown, sorts: Record<string, string>): ListQuery['sort'] {
  if (typeof param !== 'string') throw ApiError.badRequest('unknown_sort', 'sort')
  return param
    .split(',')
    .filter(Boolean)
    .map((field) => {
      const name = field.replace(/^-/, '')
      if (!Object.hasOwn(sorts, name)) throw ApiError.badRequest('unknown_sort', 'sort')
      const direction = field.startsWith('-') ? ('desc' as const) : ('asc' as const)
      return { column: sorts[name]!, direction }
    })
}

function parsePage(param: unknown, defaultSize = 10): ListQuery['page'] {
  const page = (param ?? {}) as Record<string, unknown>
  if (typeof page !== 'object' || Array.isArray(page))
    throw ApiError.badRequest('invalid_page', 'page')
  return {
    number: page.number === undefined ? 1 : positiveInteger(page.number, 'page[number]'),
    size:
      page.size === undefined
        ? defaultSize
        : positiveInteger(page.size, 'page[size]', MAX_PAGE_SIZE),
  }
}

function parseInclude(param: unknown, includes: readonly string[] = []): string[] {
  if (typeof param !== 'string') throw ApiError.badRequest('unknown_include', 'include')
  const names = param.split(',').filter(Boolean)
  if (names.some((name) => !includes.includes(name)))
    throw ApiError.badRequest('unknown_include', 'include')
  return names
}

/**
 * Parses JSON:API list parameters (`filter[x]`, `sort`, `page[number]`, `page[size]`, `include`)
 * against a spec. Unknown names and bad values are 400 with `source.parameter`.
 */
export function parseListQuery(request: HttpContext['request'], spec: ListNames): ListQuery {
  const qs = request.qs() as Record<string, unknown>
  return {
    filters: parseFilters(qs.filter, sentFilterNames(request.parsedUrl.query), spec.filters),
    sort: parseSort(qs.sort ?? spec.defaultSort, spec.sorts),
    page: parsePage(qs.page, spec.defaultSize),
    include: parseInclude(qs.include ?? '', spec.includes),
  }
}

/** Applies the parsed filters and sort to `query`, then fetches one page with its `meta.page`. */
export async function paginate<M extends LucidModel>(
  query: Query<M>,
  list: ListQuery,
  spec: ListSpec<M>,
): Promise<{ rows: InstanceType<M>[]; page: PageMeta }> {
  for (const [name, value] of list.filters) {
    const applied: unknown = spec.filters[name]!(query, value)
    if (applied instanceof Promise) await applied
  }
  for (const { column, direction } of list.sort) query.orderBy(column, direction)
  query.orderBy('id', 'asc')
  const result = await query.paginate(list.page.number, list.page.size)
  return {
    rows: result.all() as InstanceType<M>[],
    page: pageMeta(result.total, list.page.number, list.page.size),
  }
}
