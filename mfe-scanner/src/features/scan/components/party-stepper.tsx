import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'

/** A whole number from 0 to `max` with − and + buttons (spec "events" §4 "Check-in": the stepper). */
export function PartyStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number
  max: number
  onChange: (value: number) => void
  disabled?: boolean
}) {
  const { t } = useLingui()
  const id = useId()
  const set = (next: number) => onChange(Math.min(max, Math.max(0, Math.trunc(next) || 0)))
  return (
    <div className="sc-stepper">
      <label htmlFor={id}>{t`People to check in`}</label>
      <div className="sc-stepper__row">
        <button
          type="button"
          className="ts-btn ts-btn--secondary ts-btn--md"
          aria-label={t`One fewer`}
          disabled={disabled || value <= 0}
          onClick={() => set(value - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="ts-input sc-stepper__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={value}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value))}
        />
        <button
          type="button"
          className="ts-btn ts-btn--secondary ts-btn--md"
          aria-label={t`One more`}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  )
}
