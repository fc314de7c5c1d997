import { memo, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { TIME_UNITS, type TimeUnit } from '@tessera/shared/domain/events/constants'
import { DURATION_OPTIONS } from '@tessera/shared/domain/events/duration'
import { Select, TextField } from '@tessera/shared/ui/field'
import { startOfToday } from '../../../lib/date-input'
import { eventTiming, type AddEventValues } from '../utils/add-event-values'
import { EventWhen } from '@tessera/shared/ui/event-when'

type Props = {
  values: AddEventValues
  register: UseFormRegister<AddEventValues>
  setValue: UseFormSetValue<AddEventValues>
  /** The error to show per field (touched fields only). */
  errorOf: (field: keyof AddEventValues) => string | undefined
}

/** Every IANA time zone the browser knows, plus the chosen one if the browser lacks it. */
function useTimeZoneOptions(chosen: string) {
  return useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone')
    const all = chosen && !zones.includes(chosen) ? [chosen, ...zones] : zones
    return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
  }, [chosen])
}

type TimeZoneSelectProps = {
  register: UseFormRegister<AddEventValues>
  chosen: string
  error?: string
}

/** The time zone select, kept from re-rendering its hundreds of options on every keystroke elsewhere. */
const TimeZoneSelect = memo(function TimeZoneSelect({
  register,
  chosen,
  error,
}: TimeZoneSelectProps) {
  const { t } = useLingui()
  const zones = useTimeZoneOptions(chosen)
  return (
    <Select
      label={t`Time zone`}
      required
      options={zones}
      defaultValue={chosen}
      error={error}
      {...register('timezone')}
    />
  )
})

/** Time zone, begin (not before today there), duration as number and unit, and the end it gives. */
export function EventTimingFields({ values, register, setValue, errorOf }: Props) {
  const { t, i18n } = useLingui()
  const units: Record<TimeUnit, string> = { m: t`Minutes`, h: t`Hours`, d: t`Days` }
  const number = new Intl.NumberFormat(i18n.locale)
  const { start, end } = eventTiming(values)
  const unitField = register('timeunit', {
    onChange: () => setValue('duration', '', { shouldValidate: true, shouldTouch: true }),
  })
  return (
    <>
      <TimeZoneSelect register={register} chosen={values.timezone} error={errorOf('timezone')} />
      <TextField
        label={t`Begins`}
        type="datetime-local"
        required
        min={values.timezone ? startOfToday(new Date(), values.timezone) : undefined}
        error={errorOf('start')}
        {...register('start')}
      />
      <fieldset className="ts-fieldset ts-duration">
        <legend className="ts-field__label">
          {t`Duration`}
          <span className="ts-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <Select
          label={t`Length`}
          placeholder={t`Choose…`}
          options={DURATION_OPTIONS[values.timeunit].map((option) => ({
            value: String(option),
            label: number.format(option),
          }))}
          error={errorOf('duration')}
          {...register('duration')}
        />
        <Select
          label={t`Unit`}
          options={TIME_UNITS.map((unit) => ({ value: unit, label: units[unit] }))}
          defaultValue={values.timeunit}
          {...unitField}
        />
      </fieldset>
      <p className="ts-event-ends" aria-live="polite">
        {t`Ends:`}{' '}
        {start && end ? (
          <EventWhen start={end} timeZone={values.timezone} />
        ) : (
          t`choose the begin and the duration`
        )}
      </p>
    </>
  )
}
