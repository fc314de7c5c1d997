import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { Card } from '@tessera/shared/ui/card'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { TextArea, TextField } from '@tessera/shared/ui/field'
import { entryFieldId } from '../form/field-targets'
import { emptyAgenda, type EventValues } from '../form/event-values'
import { useEventPlanRole } from '../hooks/event-plan-role'
import { useFieldError } from '../hooks/use-field-error'
import { EntryTabs } from './entry-tabs'

export type SectionProps = { selected: number; onSelect: (index: number) => void }

/** Agenda (spec "events" §3, §5): items with a title, a time slot and content; freemium and up. */
export function AgendaCard({ selected, onSelect }: SectionProps) {
  const { t } = useLingui()
  const { control } = useFormContext<EventValues>()
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'event_agenda',
    keyName: 'key',
  })
  const titles = useWatch({ control, name: 'event_agenda' }).map((entry) => entry.title)
  const itemName = (index: number) => {
    const n = index + 1
    return t`Item ${n}`
  }
  return (
    <Card title={t`Agenda`}>
      <PremiumGate feature="event_agenda" role={useEventPlanRole()}>
        <EntryTabs
          label={t`Agenda items`}
          keys={fields.map((field) => field.key)}
          tabLabel={(index) => titles[index]?.trim() || itemName(index)}
          selected={selected}
          onSelect={onSelect}
          addLabel={t`Add agenda item`}
          onAdd={() => append(emptyAgenda(), { shouldFocus: false })}
          removeLabel={(index) => {
            const n = index + 1
            return t`Remove agenda item ${n}`
          }}
          onRemove={remove}
          empty={t`No agenda yet.`}
        >
          {(index) => <AgendaEntry index={index} />}
        </EntryTabs>
      </PremiumGate>
    </Card>
  )
}

function AgendaEntry({ index }: { index: number }) {
  const { t } = useLingui()
  const { register } = useFormContext<EventValues>()
  const errors = {
    title: useFieldError(`event_agenda/${index}/title`, ...(index === 0 ? ['event_agenda'] : [])),
    start_at: useFieldError(`event_agenda/${index}/start_at`),
    content: useFieldError(`event_agenda/${index}/content`),
  }
  return (
    <>
      <TextField
        id={entryFieldId('event_agenda', index, 'title')}
        label={t`Title`}
        required
        error={errors.title}
        {...register(`event_agenda.${index}.title`)}
      />
      <TextField
        id={entryFieldId('event_agenda', index, 'start_at')}
        type="datetime-local"
        label={t`Time slot`}
        required
        error={errors.start_at}
        {...register(`event_agenda.${index}.start_at`)}
      />
      <TextArea
        id={entryFieldId('event_agenda', index, 'content')}
        label={t`Content`}
        rows={3}
        error={errors.content}
        {...register(`event_agenda.${index}.content`)}
      />
    </>
  )
}
