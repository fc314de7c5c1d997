import { useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { Card } from '@tessera/shared/ui/card'
import { Select, TextField } from '@tessera/shared/ui/field'
import { fieldId } from '../form/field-targets'
import type { EventValues } from '../form/event-values'
import { useFieldError } from '../hooks/use-field-error'
import { useTimeZones } from '../hooks/use-time-zones'

/** Timing (spec "events" §2, §4): time zone, begin and end; the end may not come before the begin. */
export function TimingCard() {
  const { t } = useLingui()
  const { register, control } = useFormContext<EventValues>()
  const [timezone, start] = useWatch({ control, name: ['timezone', 'start_at'] })
  const zones = useTimeZones(timezone)
  const errors = {
    timezone: useFieldError('timezone'),
    start_at: useFieldError('start_at'),
    end_at: useFieldError('end_at', 'duration'),
  }
  return (
    <Card title={t`Timing`}>
      <Select
        id={fieldId('timezone')}
        label={t`Time zone`}
        required
        placeholder={t`Choose a time zone`}
        options={zones}
        error={errors.timezone}
        {...register('timezone')}
      />
      <div className="ts-event-edit__pair">
        <TextField
          id={fieldId('start_at')}
          type="datetime-local"
          label={t`Begins`}
          required
          error={errors.start_at}
          {...register('start_at', { deps: ['end_at'] })}
        />
        <TextField
          id={fieldId('end_at')}
          type="datetime-local"
          label={t`Ends`}
          required
          min={start || undefined}
          error={errors.end_at}
          {...register('end_at')}
        />
      </div>
    </Card>
  )
}
