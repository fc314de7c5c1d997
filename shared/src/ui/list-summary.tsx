import { useLingui } from '@lingui/react/macro'
import type { PageMeta } from '../jsonapi/document.js'

/** The rows a page shows: "showing 11–20 of 45" (spec "accounts" §2). Zero rows are 0–0. */
export function shownRange({ total, number, size }: PageMeta): {
  from: number
  to: number
  total: number
} {
  if (total === 0) return { from: 0, to: 0, total }
  const from = Math.min((number - 1) * size + 1, total)
  return { from, to: Math.min(number * size, total), total }
}

/** "Showing x–y of z", announced politely when it changes. */
export function ListSummary({ page }: { page: PageMeta }) {
  const { t } = useLingui()
  const { from, to, total } = shownRange(page)
  return (
    <p className="ts-list-summary" aria-live="polite">
      {t`Showing ${from}–${to} of ${total}`}
    </p>
  )
}
