import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { Card } from '@tessera/shared/ui/card'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { TextArea, TextField } from '@tessera/shared/ui/field'
import { entryFieldId } from '../form/field-targets'
import { emptyFaq, type EventValues } from '../form/event-values'
import { useEventPlanRole } from '../hooks/event-plan-role'
import { useFieldError } from '../hooks/use-field-error'
import type { SectionProps } from './agenda-card'
import { EntryTabs } from './entry-tabs'

/** FAQ (spec "events" §3, §5): questions (required) and answers; freemium and up. */
export function FaqCard({ selected, onSelect }: SectionProps) {
  const { t } = useLingui()
  const { control } = useFormContext<EventValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'event_faqs', keyName: 'key' })
  const questions = useWatch({ control, name: 'event_faqs' }).map((entry) => entry.name)
  const questionName = (index: number) => {
    const n = index + 1
    return t`Question ${n}`
  }
  return (
    <Card title={t`FAQ`}>
      <PremiumGate feature="event_faqs" role={useEventPlanRole()}>
        <EntryTabs
          label={t`Questions`}
          keys={fields.map((field) => field.key)}
          tabLabel={(index) => questions[index]?.trim() || questionName(index)}
          selected={selected}
          onSelect={onSelect}
          addLabel={t`Add question`}
          onAdd={() => append(emptyFaq(), { shouldFocus: false })}
          removeLabel={(index) => {
            const n = index + 1
            return t`Remove question ${n}`
          }}
          onRemove={remove}
          empty={t`No questions yet.`}
        >
          {(index) => <FaqEntry index={index} />}
        </EntryTabs>
      </PremiumGate>
    </Card>
  )
}

function FaqEntry({ index }: { index: number }) {
  const { t } = useLingui()
  const { register } = useFormContext<EventValues>()
  const errors = {
    name: useFieldError(`event_faqs/${index}/name`, ...(index === 0 ? ['event_faqs'] : [])),
    content: useFieldError(`event_faqs/${index}/content`),
  }
  return (
    <>
      <TextField
        id={entryFieldId('event_faqs', index, 'name')}
        label={t`Question`}
        required
        error={errors.name}
        {...register(`event_faqs.${index}.name`)}
      />
      <TextArea
        id={entryFieldId('event_faqs', index, 'content')}
        label={t`Answer`}
        rows={3}
        error={errors.content}
        {...register(`event_faqs.${index}.content`)}
      />
    </>
  )
}
