import { useId, useRef, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Spinner } from './spinner.js'
import type { ListSort } from './use-list-query.js'
import { useOverflows } from './use-overflows.js'

export type Column<T> = {
  id: string
  header: ReactNode
  cell: (row: T) => ReactNode
  /** The API's sort name for this column; columns without one are not sortable. */
  sortField?: string
  /** Keep the header for screen readers only (an avatar column). */
  hideHeader?: boolean
  /** The row's header cell (`th scope="row"`), e.g. the name. */
  rowHeader?: boolean
}

export type DataTableProps<T> = {
  caption: ReactNode
  /** Keep the caption for screen readers only (the page heading already says it). */
  hideCaption?: boolean
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  sort?: ListSort
  onSort?: (field: string) => void
  /** Shows a spinner instead of an empty table, or marks the rows as being refreshed. */
  loading?: boolean
  /** What an empty list shows (an EmptyState). */
  empty: ReactNode
  /** Buttons and links at the end of each row (edit, delete). */
  actions?: (row: T) => ReactNode
}

const ariaSort = (sort: ListSort | undefined, field: string) =>
  sort?.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined

/** A table of records with a caption, sortable headers (`aria-sort`), row actions, loading and empty states. */
export function DataTable<T>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  loading = false,
  empty,
  actions,
}: DataTableProps<T>) {
  const { t } = useLingui()
  const span = columns.length + (actions ? 1 : 0)
  const captionId = useId()
  const wrap = useRef<HTMLDivElement>(null)
  // A table wider than the screen scrolls inside its wrapper: then the wrapper is a named, focusable
  // region so keyboard users can scroll it too.
  const scrolls = useOverflows(wrap)
  return (
    <div
      ref={wrap}
      className="ts-table-wrap"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
    >
      <table
        className={`ts-table${loading && rows.length ? ' ts-table--refreshing' : ''}`}
        aria-busy={loading || undefined}
      >
        <caption
          id={captionId}
          className={hideCaption ? 'ts-visually-hidden' : 'ts-table__caption'}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sortField ? ariaSort(sort, column.sortField) : undefined}
              >
                <HeaderContent column={column} sort={sort} onSort={onSort} />
              </th>
            ))}
            {actions ? (
              <th scope="col" className="ts-table__actions-header">
                {t`Actions`}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="ts-table__state">
                {loading ? <Spinner size="lg" /> : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.id} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id}>{column.cell(row)}</td>
                  ),
                )}
                {actions ? (
                  <td className="ts-table__actions-cell">
                    <div className="ts-table__actions">{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}

function HeaderContent<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>
  sort?: ListSort
  onSort?: (field: string) => void
}) {
  const label = column.hideHeader ? (
    <span className="ts-visually-hidden">{column.header}</span>
  ) : (
    column.header
  )
  const field = column.sortField
  if (!field || !onSort) return label
  const direction = sort?.field === field ? sort.direction : null
  return (
    <button type="button" className="ts-table__sort" onClick={() => onSort(field)}>
      {label}
      <span
        className={`ts-table__sort-icon${direction ? ` ts-table__sort-icon--${direction}` : ''}`}
        aria-hidden="true"
      />
    </button>
  )
}
