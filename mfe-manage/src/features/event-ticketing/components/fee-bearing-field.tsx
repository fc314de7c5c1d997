import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ABSORB, PASS_ON, SPLIT, type FeeBearing } from '@tessera/shared/domain/events/constants'

type FeeBearingFieldProps = {
  value: FeeBearing
  onChange: (value: FeeBearing) => void
  error?: string | undefined
}

/** Who bears the service fee (spec "events" §4): absorb, pass-on or split, as one radio group. */
export function FeeBearingField({ value, onChange, error }: FeeBearingFieldProps) {
  const { t } = useLingui()
  const name = useId()
  const errorId = `${name}-error`
  const options: { value: FeeBearing; label: string; hint: string }[] = [
    { value: ABSORB, label: t`Absorb`, hint: t`You pay the fee from the price.` },
    { value: PASS_ON, label: t`Pass on`, hint: t`The buyer pays the fee on top of the price.` },
    { value: SPLIT, label: t`Split`, hint: t`You and the buyer each pay half.` },
  ]
  return (
    <fieldset className="ts-ticket-card__bearing" aria-describedby={error ? errorId : undefined}>
      <legend className="ts-field__label">{t`Service fee`}</legend>
      {options.map((option) => (
        <label key={option.value} className="ts-ticket-card__bearing-option">
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <strong>{option.label}</strong> <span className="ts-field__hint">{option.hint}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="ts-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
