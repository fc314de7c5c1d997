import { useLingui } from '@lingui/react/macro'
import { Combobox } from '@tessera/shared/ui/combobox'
import { useEventSearch } from '../reference/events'

type EventPickerProps = {
  /** The chosen event, with its name once known; null when none is chosen. */
  value: { id: string; name: string | undefined } | null
  onChange: (event: { id: string; name: string } | null) => void
}

/** One of the organizer's events, searched on the server by name (the guest and bookings lists). */
export function EventPicker({ value, onChange }: EventPickerProps) {
  const { t } = useLingui()
  const search = useEventSearch()
  const selected = value ? [{ value: value.id, label: value.name ?? t`Loading…` }] : []
  return (
    <Combobox
      label={t`Event`}
      selected={selected}
      onChange={([option]) => onChange(option ? { id: option.value, name: option.label } : null)}
      {...search}
    />
  )
}
