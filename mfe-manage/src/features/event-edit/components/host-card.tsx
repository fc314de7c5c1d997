import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { Card } from '@tessera/shared/ui/card'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { Select, TextField } from '@tessera/shared/ui/field'
import { entryFieldId } from '../form/field-targets'
import { emptyHost, type EventValues } from '../form/event-values'
import { useEventPlanRole } from '../hooks/event-plan-role'
import { useFieldError } from '../hooks/use-field-error'
import { useContactTypes } from '../hooks/use-contact-types'
import type { SectionProps } from './agenda-card'
import { EntryTabs } from './entry-tabs'

/** Host (organizer) contacts (spec "events" §3): a contact type and its value; freemium and up. */
export function HostCard({ selected, onSelect }: SectionProps) {
  const { t } = useLingui()
  const { control } = useFormContext<EventValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'event_host', keyName: 'key' })
  const types = useContactTypes()
  const chosen = useWatch({ control, name: 'event_host' }).map((entry) => entry.type)
  return (
    <Card title={t`Host`}>
      <PremiumGate feature="event_host" role={useEventPlanRole()}>
        <EntryTabs
          label={t`Host contacts`}
          keys={fields.map((field) => field.key)}
          tabLabel={(index) =>
            `${index + 1}. ${types.find((type) => type.value === chosen[index])?.label ?? ''}`
          }
          selected={selected}
          onSelect={onSelect}
          addLabel={t`Add host contact`}
          onAdd={() => append(emptyHost(), { shouldFocus: false })}
          removeLabel={(index) => {
            const n = index + 1
            return t`Remove host contact ${n}`
          }}
          onRemove={remove}
          empty={t`No host contacts yet.`}
        >
          {(index) => <HostEntry index={index} types={types} />}
        </EntryTabs>
      </PremiumGate>
    </Card>
  )
}

function HostEntry({ index, types }: { index: number; types: { value: string; label: string }[] }) {
  const { t } = useLingui()
  const { register } = useFormContext<EventValues>()
  const errors = {
    type: useFieldError(`event_host/${index}/type`),
    content: useFieldError(`event_host/${index}/content`, ...(index === 0 ? ['event_host'] : [])),
  }
  return (
    <>
      <Select
        id={entryFieldId('event_host', index, 'type')}
        label={t`Contact type`}
        options={types}
        error={errors.type}
        {...register(`event_host.${index}.type`)}
      />
      <TextField
        id={entryFieldId('event_host', index, 'content')}
        label={t`Contact`}
        required
        error={errors.content}
        {...register(`event_host.${index}.content`)}
      />
    </>
  )
}
