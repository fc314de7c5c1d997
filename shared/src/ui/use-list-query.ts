import { useCallback, useMemo, useState } from 'react'

export type SortDirection = 'asc' | 'desc'
export type ListSort = { field: string; direction: SortDirection }

export type ListQueryOptions = {
  /** The order before the user picks a column. */
  sort: ListSort
  /** The page size before the user picks one (spec "accounts" §9: users 10, roles and tags 5). */
  size: number
  /** The filter the search box sets (`filter[<searchFilter>]`); default `name`. */
  searchFilter?: string
  /** Relationships to include (`include=roles`). */
  include?: readonly string[]
}

export type ListQueryState = { search: string; sort: ListSort; page: number; size: number }

/** The JSON:API query string of a list state: `filter[name]=…&sort=-name&page[number]=1&page[size]=10`. */
export function listQueryString(
  state: ListQueryState,
  options: Pick<ListQueryOptions, 'searchFilter' | 'include'> = {},
): string {
  const parts: string[] = []
  const search = state.search.trim()
  if (search) parts.push(`filter[${options.searchFilter ?? 'name'}]=${encodeURIComponent(search)}`)
  parts.push(`sort=${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}`)
  parts.push(`page[number]=${state.page}`, `page[size]=${state.size}`)
  if (options.include?.length) parts.push(`include=${options.include.join(',')}`)
  return parts.join('&')
}

export type ListQuery = ListQueryState & {
  /** A new search goes back to page 1. */
  setSearch: (search: string) => void
  /** A new column sorts ascending; the sorted column flips. Either goes back to page 1. */
  toggleSort: (field: string) => void
  setPage: (page: number) => void
  /** A new page size goes back to page 1. */
  setSize: (size: number) => void
  queryString: string
}

/** The state of a searchable, sortable, paginated list, and its JSON:API query string. */
export function useListQuery(options: ListQueryOptions): ListQuery {
  const [state, setState] = useState<ListQueryState>({
    search: '',
    sort: options.sort,
    page: 1,
    size: options.size,
  })

  const setSearch = useCallback((search: string) => {
    setState((current) => (current.search === search ? current : { ...current, search, page: 1 }))
  }, [])
  const toggleSort = useCallback((field: string) => {
    setState((current) => {
      const direction: SortDirection =
        current.sort.field === field && current.sort.direction === 'asc' ? 'desc' : 'asc'
      return { ...current, sort: { field, direction }, page: 1 }
    })
  }, [])
  const setPage = useCallback((page: number) => {
    setState((current) => ({ ...current, page: Math.max(1, Math.floor(page)) }))
  }, [])
  const setSize = useCallback((size: number) => {
    setState((current) => (current.size === size ? current : { ...current, size, page: 1 }))
  }, [])

  const { searchFilter, include } = options
  const includeKey = include?.join(',')
  const queryString = useMemo(
    () =>
      listQueryString(state, { searchFilter, include: includeKey ? includeKey.split(',') : [] }),
    [state, searchFilter, includeKey],
  )
  return { ...state, setSearch, toggleSort, setPage, setSize, queryString }
}
