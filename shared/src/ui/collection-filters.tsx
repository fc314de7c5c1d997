import { useLingui } from '@lingui/react/macro'
import { EVENT_TYPES } from '../domain/events/constants.js'
import { Select, TextField, type SelectOption } from './field.js'
import { PageSizeSelect } from './page-size-select.js'
import { SearchInput } from './search-input.js'
import { COLLECTION_PAGE_SIZES } from '../public/public-listing.js'
import type { CollectionQuery } from './use-collection-query.js'
import { useEventTypeLabel } from './use-event-type-label.js'
import { useHydrated } from './use-hydrated.js'

export type CollectionFiltersProps = {
  query: CollectionQuery
  /** The status choices (own collection); none: no status select. */
  statusOptions?: SelectOption[]
  /** The page-size select (own collection only, spec "events" §6). */
  pageSizes?: boolean
}

/**
 * Search (300 ms after typing stops) and the filter panel: month, event type, status. Disabled
 * until the page has hydrated (the public collection is rendered by the server first).
 */
export function CollectionFilters({ query, statusOptions, pageSizes }: CollectionFiltersProps) {
  const { t } = useLingui()
  const typeLabel = useEventTypeLabel()
  const disabled = !useHydrated()
  const { filters, setFilter } = query
  return (
    <div className="ts-collection__filters">
      <SearchInput
        label={t`Search by name`}
        value={query.search}
        onSearch={query.setSearch}
        placeholder={t`Type to search…`}
        disabled={disabled}
      />
      <TextField
        type="month"
        label={t`Month`}
        value={filters.month}
        disabled={disabled}
        onChange={(change) => setFilter({ month: change.target.value })}
      />
      <Select
        label={t`Event type`}
        value={filters.eventType}
        disabled={disabled}
        options={[
          { value: '', label: t`Any type` },
          ...EVENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
        ]}
        onChange={(change) =>
          setFilter({ eventType: change.target.value as CollectionQuery['filters']['eventType'] })
        }
      />
      {statusOptions ? (
        <Select
          label={t`Status`}
          value={filters.status}
          disabled={disabled}
          options={[{ value: '', label: t`Any status` }, ...statusOptions]}
          onChange={(change) => setFilter({ status: change.target.value })}
        />
      ) : null}
      {pageSizes ? (
        <PageSizeSelect value={query.size} sizes={COLLECTION_PAGE_SIZES} onChange={query.setSize} />
      ) : null}
    </div>
  )
}
