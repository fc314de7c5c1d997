import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Ticket } from '@tessera/shared/schemas/ticket'
import { Button } from '@tessera/shared/ui/button'
import { Select } from '@tessera/shared/ui/field'
import { NewTicketTypeForm } from './new-ticket-type-form'

type TicketTypePickerProps = {
  types: Ticket[] | undefined
  /** Ids of the ticket types already on the event. */
  chosen: ReadonlySet<string>
  busy: boolean
  onAdd: (ticketId: string) => Promise<void>
}

/** Choose a ticket type for the event, or create one inline. */
export function TicketTypePicker({ types, chosen, busy, onAdd }: TicketTypePickerProps) {
  const { t } = useLingui()
  const [selected, setSelected] = useState('')
  const [creating, setCreating] = useState(false)
  const options = (types ?? [])
    .filter((type) => !chosen.has(type.id))
    .map((type) => ({ value: type.id, label: type.name }))
  const value = options.some((option) => option.value === selected) ? selected : ''
  return (
    <div className="ts-ticketing__picker">
      <div className="ts-ticketing__row">
        <Select
          label={t`Ticket type`}
          value={value}
          placeholder={
            types && options.length === 0
              ? t`No other ticket types: create one`
              : t`Choose a ticket type`
          }
          options={options}
          disabled={!types}
          onChange={(event) => setSelected(event.currentTarget.value)}
        />
        <Button
          disabled={!value}
          loading={busy}
          onClick={() => void onAdd(value).then(() => setSelected(''))}
        >
          <Trans>Add to event</Trans>
        </Button>
        <Button
          variant="secondary"
          aria-expanded={creating}
          onClick={() => setCreating((open) => !open)}
        >
          <Trans>New ticket type</Trans>
        </Button>
      </div>
      {creating ? (
        <NewTicketTypeForm
          onCancel={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false)
            setSelected(created.id)
          }}
        />
      ) : null}
    </div>
  )
}
