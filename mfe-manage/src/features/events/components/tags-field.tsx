import { useLingui } from '@lingui/react/macro'
import type { ComboboxOption } from '@tessera/shared/ui/combobox'
import { Button } from '@tessera/shared/ui/button'
import { TagsCombobox } from '../../../components/tags-combobox'

type TagsFieldProps = {
  organizerId: string
  selected: ComboboxOption[]
  onChange: (selected: ComboboxOption[]) => void
  onBlur?: () => void
  /** Opens the add-tag modal. */
  onAddTag: () => void
  error?: string
}

/** The tags of a new event: the organizer's own tags, at least one (spec "events" §5). */
export function TagsField({ onAddTag, ...props }: TagsFieldProps) {
  const { t } = useLingui()
  return (
    <div>
      <TagsCombobox required hint={t`Type to find your tags, or add a new one.`} {...props} />
      <Button size="sm" variant="secondary" onClick={onAddTag}>
        {t`Add tag`}
      </Button>
    </div>
  )
}
