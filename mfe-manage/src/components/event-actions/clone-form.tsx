import { useForm, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError } from '@tessera/shared/api/client'
import { startIssues } from '@tessera/shared/domain/events/validate-event'
import { schemaResolver } from '@tessera/shared/forms/schema-resolver'
import type { Event } from '@tessera/shared/schemas/event'
import { Alert } from '@tessera/shared/ui/alert'
import { TextField } from '@tessera/shared/ui/field'
import { toast } from '@tessera/shared/ui/toast'
import { failureText } from '../../lib/failure'
import { duplicateEvent, eventKeys } from '../../lib/events-api'
import { inputInstant, inputValue, startOfToday, wallTimeOf } from '../../lib/date-input'
import { FormActions } from '../form-actions'

type Dates = { start: string; end: string }
type Props = {
  event: Pick<Event, 'id' | 'name' | 'timezone' | 'start_at' | 'end_at'>
  onCancel: () => void
  onCloned: (id: string) => void
}

/**
 * The clone dialog's form: the copy's wall times in the event's zone, checked by the shared rules
 * (start not before today, end not before start); each issue carries the code the API would answer.
 */
function cloneDates(timeZone: string) {
  return z.object({ start: z.string(), end: z.string() }).superRefine(({ start, end }, context) => {
    const issue = (field: keyof Dates, code: string) =>
      context.addIssue({ code: 'custom', path: [field], params: { code } })
    const from = inputInstant(start, timeZone)
    const to = inputInstant(end, timeZone)
    if (!start) issue('start', 'required')
    else if (!from) issue('start', 'invalid_date')
    else if (startIssues(from, timeZone, new Date()).length) issue('start', 'date_before_today')
    if (!end) issue('end', 'required')
    else if (!to) issue('end', 'invalid_date')
    else if (from && to < from) issue('end', 'end_before_start')
  })
}

/** The form of the clone dialog; the end follows the start (keeping the event's length) until edited. */
export function CloneForm({ event, onCancel, onCloned }: Props) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const zone = event.timezone
  const length = new Date(event.end_at).getTime() - new Date(event.start_at).getTime()
  const { register, handleSubmit, setError, setValue, getFieldState, control, formState } =
    useForm<Dates>({
      defaultValues: { start: '', end: '' },
      mode: 'onTouched',
      resolver: schemaResolver(cloneDates(zone), i18n),
    })
  const { errors } = formState
  const start = useWatch({ control, name: 'start' })

  const followStart = (start: string) => {
    const instant = inputInstant(start, zone)
    if (instant && !getFieldState('end').isDirty)
      setValue('end', inputValue(new Date(instant.getTime() + length), zone))
  }
  const submit = handleSubmit(async (dates) => {
    try {
      const copy = await duplicateEvent(event.id, {
        start_at: wallTimeOf(dates.start, zone)!,
        end_at: wallTimeOf(dates.end, zone)!,
      })
      void client.invalidateQueries({ queryKey: eventKeys.lists })
      toast(t`Event duplicated successfully`)
      onCloned(copy.id)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {}
      if (fields.start_at) setError('start', { type: 'server', message: fields.start_at })
      if (fields.end_at) setError('end', { type: 'server', message: fields.end_at })
      if (!fields.start_at && !fields.end_at)
        setError('root.server', { type: 'server', message: failureText(error, i18n) })
    }
  })

  const name = event.name
  const failure = errors.root?.server?.message
  return (
    <form noValidate onSubmit={(submitted) => void submit(submitted)}>
      <p>{t`The copy of ${name} keeps its details, tags, tickets and files, starts as private and has no bookings. Choose its new dates.`}</p>
      {failure ? <Alert tone="danger" title={failure} /> : null}
      <TextField
        label={t`New start`}
        type="datetime-local"
        required
        min={startOfToday(new Date(), zone)}
        hint={t`In the event's time zone (${zone}); not before today.`}
        error={errors.start?.message}
        {...register('start', { onChange: (change) => followStart(change.target.value) })}
      />
      <TextField
        label={t`New end`}
        type="datetime-local"
        required
        min={start || startOfToday(new Date(), zone)}
        error={errors.end?.message}
        {...register('end')}
      />
      <FormActions
        cancel={onCancel}
        submitLabel={t`Duplicate event`}
        busy={formState.isSubmitting}
      />
    </form>
  )
}
