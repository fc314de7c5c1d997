import { useEffect, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Alert } from '@tessera/shared/ui/alert'
import { Button } from '@tessera/shared/ui/button'
import type { PageMeta } from '@tessera/shared/jsonapi/document'
import { Card } from '@tessera/shared/ui/card'
import { ListSummary } from '@tessera/shared/ui/list-summary'
import { PageSizeSelect } from '@tessera/shared/ui/page-size-select'
import { Pagination } from '@tessera/shared/ui/pagination'
import { SearchInput } from '@tessera/shared/ui/search-input'
import type { ListQuery } from '@tessera/shared/ui/use-list-query'
import { failureText } from '../lib/failure'

type ListCardProps = {
  query: ListQuery
  sizes: readonly number[]
  /** The page the API answered (absent until the first answer). */
  page: PageMeta | undefined
  /** The search box's label ("Search by name"). */
  searchLabel: string
  /** More controls beside the search box (a filter panel). */
  filters?: ReactNode
  /** Why the last page could not be loaded, if it could not. */
  error?: unknown
  onRetry: () => void
  /** The table (a DataTable). */
  children: ReactNode
}

/**
 * A searchable, paginated list: search and page size above the table, summary and pages below.
 * A page that no longer exists (its last row was deleted) gives way to the new last page.
 */
export function ListCard({
  query,
  sizes,
  page,
  searchLabel,
  filters,
  error,
  onRetry,
  children,
}: ListCardProps) {
  const { t, i18n } = useLingui()
  const { setPage } = query
  useEffect(() => {
    if (page && page.number > page.last) setPage(page.last)
  }, [page, setPage])

  return (
    <Card>
      <div className="ts-list-toolbar">
        <SearchInput
          label={searchLabel}
          value={query.search}
          onSearch={query.setSearch}
          placeholder={t`Type to search…`}
        />
        {filters}
        <PageSizeSelect value={query.size} sizes={sizes} onChange={query.setSize} />
      </div>
      {error ? (
        <Alert tone="danger" title={failureText(error, i18n)}>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t`Try again`}
          </Button>
        </Alert>
      ) : null}
      {children}
      {page ? (
        <div className="ts-list-footer">
          <ListSummary page={page} />
          <Pagination page={page.number} last={page.last} onChange={query.setPage} />
        </div>
      ) : null}
    </Card>
  )
}
