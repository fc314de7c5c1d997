import { useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@tessera/shared/api/client'
import { errorText } from '@tessera/shared/errors/messages'
import { startIssues } from '@tessera/shared/domain/events/validate-event'
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

/** The copy's dates, checked by the shared rules: start not before today, end not before start. */
export function cloneDateIssues(
  { start, end }: Dates,
  timeZone: string,
  now: Date,
): Partial<Record<keyof Dates, string>> {
  const issues: Partial<Record<keyof Dates, string>> = {}
  const from = inputInstant(start, timeZone)
  const to = inputInstant(end, timeZone)
  if (!start) issues.start = 'required'
  else if (!from) issues.start = 'invalid_date'
  else if (startIssues(from, timeZone, now).length) issues.start = 'date_before_today'
  if (!end) issues.end = 'required'
  else if (!to) issues.end = 'invalid_date'
  else if (from && to < from) issues.end = 'end_before_start'
  return issues
}

/** The form of the clone dialog; the end follows the start (keeping the event's length) until edited. */
export function CloneForm({ event, onCancel, onCloned }: Props) {
  const { t, i18n } = useLingui()
  const client = useQueryClient()
  const zone = event.timezone
  const length = new Date(event.end_at).getTime() - new Date(event.start_at).getTime()
  const [dates, setDates] = useState<Dates>({ start: '', end: '' })
  const [endEdited, setEndEdited] = useState(false)
  const [touched, setTouched] = useState<Partial<Record<keyof Dates, boolean>>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<{ message?: string; fields: Record<string, string> }>({
    fields: {},
  })
  const issues = cloneDateIssues(dates, zone, new Date())
  const shown = (field: keyof Dates) =>
    failure.fields[field === 'start' ? 'start_at' : 'end_at'] ??
    (touched[field] && issues[field] ? errorText(i18n, issues[field]!) : undefined)

  const changeStart = (start: string) => {
    const instant = inputInstant(start, zone)
    setFailure({ fields: {} })
    setDates((current) => ({
      start,
      end:
        !endEdited && instant
          ? inputValue(new Date(instant.getTime() + length), zone)
          : current.end,
    }))
  }
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault()
    setTouched({ start: true, end: true })
    if (Object.keys(issues).length) return
    setBusy(true)
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
      setFailure({
        fields,
        message: fields.start_at || fields.end_at ? undefined : failureText(error, i18n),
      })
    } finally {
      setBusy(false)
    }
  }

  const name = event.name
  return (
    <form noValidate onSubmit={submit}>
      <p>{t`The copy of ${name} keeps its details, tags, tickets and files, starts as private and has no bookings. Choose its new dates.`}</p>
      {failure.message ? <Alert tone="danger" title={failure.message} /> : null}
      <TextField
        label={t`New start`}
        type="datetime-local"
        required
        min={startOfToday(new Date(), zone)}
        value={dates.start}
        hint={t`In the event's time zone (${zone}); not before today.`}
        error={shown('start')}
        onChange={(change) => changeStart(change.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, start: true }))}
      />
      <TextField
        label={t`New end`}
        type="datetime-local"
        required
        min={dates.start || startOfToday(new Date(), zone)}
        value={dates.end}
        error={shown('end')}
        onChange={(change) => {
          setEndEdited(true)
          setFailure({ fields: {} })
          setDates((current) => ({ ...current, end: change.target.value }))
        }}
        onBlur={() => setTouched((current) => ({ ...current, end: true }))}
      />
      <FormActions cancel={onCancel} submitLabel={t`Duplicate event`} busy={busy} />
    </form>
  )
}
