import { useCallback, useMemo, useState } from 'react'
import type { EventType } from '../domain/events/constants.js'
import { monthRange } from '../domain/events/month-range.js'
import { useListQuery, type ListQuery } from './use-list-query.js'

/** Collection page sizes (spec "events" §9: 9, 12, 20, 40; default 9). */
export const COLLECTION_PAGE_SIZES = [9, 12, 20, 40] as const

/** The filter panel's choices; an empty string is "any". */
export type CollectionFilters = {
  /** `YYYY-MM`. */
  month: string
  eventType: EventType | ''
  status: string
}

export type CollectionQuery = ListQuery & {
  filters: CollectionFilters
  /** A new filter goes back to page 1. */
  setFilter: (change: Partial<CollectionFilters>) => void
}

const NO_FILTERS: CollectionFilters = { month: '', eventType: '', status: '' }

/** The JSON:API filters of the panel: `filter[start_at]` is the month's range (spec §9). */
export function collectionFilterString(filters: CollectionFilters): string {
  const parts: string[] = []
  const range = monthRange(filters.month)
  if (range) parts.push(`filter[start_at]=${encodeURIComponent(range.join(','))}`)
  if (filters.eventType) parts.push(`filter[event_type]=${filters.eventType}`)
  if (filters.status) parts.push(`filter[status]=${encodeURIComponent(filters.status)}`)
  return parts.join('&')
}

/**
 * The state of a collection (spec "events" §2 "Collection view", §9): search by name, month, event
 * type and status, newest start first, 9 per page, and its JSON:API query string.
 */
export function useCollectionQuery(include: readonly string[] = []): CollectionQuery {
  const list = useListQuery({ sort: { field: 'start_at', direction: 'desc' }, size: 9, include })
  const [filters, setFilters] = useState<CollectionFilters>(NO_FILTERS)
  const { setPage } = list
  const setFilter = useCallback(
    (change: Partial<CollectionFilters>) => {
      setFilters((current) => ({ ...current, ...change }))
      setPage(1)
    },
    [setPage],
  )
  const queryString = useMemo(() => {
    const filterString = collectionFilterString(filters)
    return filterString ? `${filterString}&${list.queryString}` : list.queryString
  }, [filters, list.queryString])
  return { ...list, filters, setFilter, queryString }
}
