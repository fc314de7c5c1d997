import { useMemo, useState, type ReactNode } from 'react'
import { Combobox, type ComboboxOption } from '@tessera/shared/ui/combobox'

/** How many matches the popup lists at once; it says when there are more (typing narrows them). */
export const REFERENCE_MATCHES = 50

type ReferenceComboboxProps = {
  id?: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** Every choice (reference data reads every page); `undefined` while it loads. */
  items: ComboboxOption[] | undefined
  /** The choice of nothing ("No category", "A new venue"), first in the list; value `''`. */
  none: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
}

/** The choices whose label contains `text` (any case), at most `REFERENCE_MATCHES` of them. */
export function referenceMatches(items: ComboboxOption[], text: string) {
  const needle = text.trim().toLocaleLowerCase()
  const found = needle
    ? items.filter((item) => item.label.toLocaleLowerCase().includes(needle))
    : items
  return { options: found.slice(0, REFERENCE_MATCHES), more: found.length > REFERENCE_MATCHES }
}

/**
 * One choice among a whole reference list (categories, saved venues): the shared keyboard-accessible
 * `Combobox`, searching the loaded list as the user types, so every item can be found and chosen.
 */
export function ReferenceCombobox({
  items,
  none,
  value,
  onChange,
  ...props
}: ReferenceComboboxProps) {
  const [text, setText] = useState('')
  const nothing = useMemo(() => ({ value: '', label: none }), [none])
  const matches = useMemo(() => (items ? referenceMatches(items, text) : undefined), [items, text])
  const chosen = items?.find((item) => item.value === value) ?? nothing
  return (
    <Combobox
      {...props}
      selected={[chosen]}
      onChange={([option]) => onChange(option?.value ?? '')}
      options={matches && (text.trim() ? matches.options : [nothing, ...matches.options])}
      more={matches?.more}
      onSearch={setText}
    />
  )
}
