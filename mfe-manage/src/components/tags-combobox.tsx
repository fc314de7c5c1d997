import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Combobox, type ComboboxOption } from '@tessera/shared/ui/combobox'
import { useTagSearch } from '../reference/tags'

type TagsComboboxProps = {
  id?: string
  /** Whose tags are offered (an event takes only its organizer's tags). */
  organizerId: string | undefined
  selected: ComboboxOption[]
  onChange: (selected: ComboboxOption[]) => void
  onBlur?: () => void
  required?: boolean
  hint?: ReactNode
  error?: string | null
}

/** The tags of an event: search the organizer's tags on the server and choose several. */
export function TagsCombobox({ organizerId, ...props }: TagsComboboxProps) {
  const { t } = useLingui()
  const search = useTagSearch(organizerId)
  return <Combobox label={t`Tags`} multiple {...props} {...search} />
}
