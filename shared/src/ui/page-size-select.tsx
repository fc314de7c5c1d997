import { useLingui } from '@lingui/react/macro'
import { Select } from './field.js'

/** The page sizes of the longest lists (spec "accounts" §9: users). */
export const PAGE_SIZES_USERS = [5, 10, 25, 50, 100] as const
/** The page sizes of the other lists (spec "accounts" §9: roles, tags, events). */
export const PAGE_SIZES = [5, 10, 25, 50] as const

/** How many rows a list shows per page. */
export function PageSizeSelect({
  value,
  sizes,
  onChange,
}: {
  value: number
  sizes: readonly number[]
  onChange: (size: number) => void
}) {
  const { t } = useLingui()
  return (
    <Select
      label={t`Per page`}
      value={String(value)}
      options={sizes.map((size) => ({ value: String(size), label: String(size) }))}
      className="ts-page-size"
      onChange={(event) => onChange(Number(event.target.value))}
    />
  )
}
