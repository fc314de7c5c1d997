import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { SUMMARY_MAX_LENGTH, type EventStatus } from '@tessera/shared/domain/events/constants'
import type { Event } from '@tessera/shared/schemas/event'
import { Card } from '@tessera/shared/ui/card'
import { Select, TextArea, TextField } from '@tessera/shared/ui/field'
import { RichTextField } from '../../../components/rich-text/rich-text-field'
import { fieldId } from '../form/field-targets'
import type { EventValues } from '../form/event-values'
import { useFieldError } from '../hooks/use-field-error'

/** Overview (spec "events" §2 Details): visibility, name, summary (≤ 340) and the rich-text description. */
export function OverviewCard({ event }: { event: Event }) {
  const { t } = useLingui()
  const { register, control } = useFormContext<EventValues>()
  const [description, status] = useWatch({ control, name: ['description', 'status'] })
  const length = description.length
  const statuses: { value: EventStatus; label: string }[] = [
    { value: 'private', label: t`Private` },
    { value: 'draft', label: t`Draft` },
    { value: 'public', label: t`Public` },
    { value: 'public_search', label: t`Public and in search` },
  ]
  const publishing = event.status === 'private' && status !== 'private'
  const errors = {
    status: useFieldError('status'),
    name: useFieldError('name'),
    description: useFieldError('description'),
    additional_description: useFieldError('additional_description'),
  }
  return (
    <Card title={t`Overview`}>
      <Select
        id={fieldId('status')}
        label={t`Visibility`}
        options={statuses}
        hint={
          publishing
            ? t`This event is private now. Update makes it visible as chosen here; choose Private to keep it hidden.`
            : undefined
        }
        error={errors.status}
        {...register('status')}
      />
      <TextField
        id={fieldId('name')}
        label={t`Name`}
        required
        autoComplete="off"
        error={errors.name}
        {...register('name')}
      />
      <TextArea
        id={fieldId('description')}
        label={t`Summary`}
        rows={3}
        hint={t`${length} of ${SUMMARY_MAX_LENGTH} characters`}
        error={errors.description}
        {...register('description')}
      />
      <Controller
        name="additional_description"
        control={control}
        render={({ field }) => (
          <RichTextField
            id={fieldId('additional_description')}
            label={t`Additional description`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.additional_description}
          />
        )}
      />
    </Card>
  )
}
