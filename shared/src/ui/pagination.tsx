import { useLingui } from '@lingui/react/macro'

/** How many page numbers the pagination shows at once. */
export const PAGE_LINKS = 5

/** The page numbers shown around `page`: at most PAGE_LINKS, the current one centred when possible. */
export function pageWindow(page: number, last: number): number[] {
  const count = Math.min(PAGE_LINKS, last)
  const start = Math.max(1, Math.min(page - Math.floor(PAGE_LINKS / 2), last - count + 1))
  return Array.from({ length: count }, (_, index) => start + index)
}

export type PaginationProps = {
  page: number
  last: number
  onChange: (page: number) => void
  /** The name of the navigation landmark (default "Pagination"). */
  label?: string
}

/** Previous, up to five page numbers and next, in a labelled `nav`; the current page has `aria-current`. */
export function Pagination({ page, last, onChange, label }: PaginationProps) {
  const { t } = useLingui()
  if (last <= 1) return null
  return (
    <nav className="ts-pagination" aria-label={label ?? t`Pagination`}>
      <ul className="ts-pagination__list">
        <li>
          <button
            type="button"
            className="ts-pagination__item"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {t`Previous`}
          </button>
        </li>
        {pageWindow(page, last).map((number) => (
          <li key={number}>
            <button
              type="button"
              className="ts-pagination__item"
              aria-current={number === page ? 'page' : undefined}
              aria-label={t`Page ${number}`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="ts-pagination__item"
            disabled={page >= last}
            onClick={() => onChange(page + 1)}
          >
            {t`Next`}
            <span aria-hidden="true"> ›</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
