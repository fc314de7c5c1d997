import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract, LucidModel } from '@adonisjs/lucid/types/model'
import { pageMeta, type PageMeta } from '@tessera/shared/jsonapi/document'
import ApiError from '#exceptions/api_error'

type Query<M extends LucidModel> = ModelQueryBuilderContract<M, InstanceType<M>>

/** What a list endpoint accepts: its filters, sortable fields, includes and paging defaults. */
export type ListSpec<M extends LucidModel> = {
  filters: Record<string, (query: Query<M>, value: string) => void>
  /** Public sort name → column. */
  sorts: Record<string, string>
  includes?: readonly string[]
  defaultSort: string
  defaultSize?: number
}

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
 * Parses JSON:API list parameters (`filter[x]`, `sort`, `page[number]`, `page[size]`, `include`)
 * against a spec. Unknown names and bad values are 400 with `source.parameter`.
 */
export function parseListQuery<M extends LucidModel>(
  request: HttpContext['request'],
  spec: ListSpec<M>,
): ListQuery {
  const qs = request.qs() as Record<string, unknown>

  const filters: [string, string][] = []
  if (qs.filter !== undefined) {
    if (typeof qs.filter !== 'object' || qs.filter === null || Array.isArray(qs.filter)) {
      throw ApiError.badRequest('unknown_filter', 'filter')
    }
    for (const [name, value] of Object.entries(qs.filter)) {
      if (!(name in spec.filters)) throw ApiError.badRequest('unknown_filter', `filter[${name}]`)
      if (typeof value !== 'string') throw ApiError.badRequest('bad_request', `filter[${name}]`)
      if (value !== '') filters.push([name, value])
    }
  }

  const sortParam = qs.sort === undefined ? spec.defaultSort : qs.sort
  if (typeof sortParam !== 'string') throw ApiError.badRequest('unknown_sort', 'sort')
  const sort = sortParam
    .split(',')
    .filter(Boolean)
    .map((field) => {
      const name = field.replace(/^-/, '')
      const column = spec.sorts[name]
      if (!column) throw ApiError.badRequest('unknown_sort', 'sort')
      return { column, direction: field.startsWith('-') ? ('desc' as const) : ('asc' as const) }
    })

  const pageParam = (qs.page ?? {}) as Record<string, unknown>
  if (typeof pageParam !== 'object' || Array.isArray(pageParam))
    throw ApiError.badRequest('invalid_page', 'page')
  const page = {
    number: pageParam.number === undefined ? 1 : positiveInteger(pageParam.number, 'page[number]'),
    size:
      pageParam.size === undefined
        ? (spec.defaultSize ?? 10)
        : positiveInteger(pageParam.size, 'page[size]', MAX_PAGE_SIZE),
  }

  const includeParam = qs.include ?? ''
  if (typeof includeParam !== 'string') throw ApiError.badRequest('unknown_include', 'include')
  const include = includeParam.split(',').filter(Boolean)
  for (const name of include) {
    if (!spec.includes?.includes(name)) throw ApiError.badRequest('unknown_include', 'include')
  }

  return { filters, sort, page, include }
}

/** Applies the parsed filters and sort to `query`, then fetches one page with its `meta.page`. */
export async function paginate<M extends LucidModel>(
  query: Query<M>,
  list: ListQuery,
  spec: ListSpec<M>,
): Promise<{ rows: InstanceType<M>[]; page: PageMeta }> {
  for (const [name, value] of list.filters) spec.filters[name]!(query, value)
  for (const { column, direction } of list.sort) query.orderBy(column, direction)
  query.orderBy('id', 'asc')
  const result = await query.paginate(list.page.number, list.page.size)
  return {
    rows: result.all() as InstanceType<M>[],
    page: pageMeta(result.total, list.page.number, list.page.size),
  }
}
