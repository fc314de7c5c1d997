import { useFormContext } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { fieldId } from '../form/field-targets'
import type { EventValues } from '../form/event-values'
import { useEventPlanRole } from '../hooks/event-plan-role'
import { useFieldError } from '../hooks/use-field-error'

/**
 * The public page's layout (spec "events" §1, §6): default for everyone; tabloid and eventalk from
 * the freemium plan (docs/DECISIONS.md "Event layouts"), greyed behind the premium overlay below.
 */
export function ThemeField() {
  const { t } = useLingui()
  const { register } = useFormContext<EventValues>()
  const error = useFieldError('theme')
  const role = useEventPlanRole()
  const option = (value: 'base' | 'tabloid' | 'eventalk', label: string, hint: string) => (
    <label className="ts-event-edit__theme">
      <input
        type="radio"
        value={value}
        id={value === 'base' ? fieldId('theme') : undefined}
        {...register('theme')}
      />
      <span>
        <strong>{label}</strong>
        <span className="ts-field__hint">{hint}</span>
      </span>
    </label>
  )
  return (
    <fieldset className="ts-event-edit__themes">
      <legend className="ts-field__label">{t`Layout of the public page`}</legend>
      {option('base', t`Default`, t`Everything on one page.`)}
      <PremiumGate feature="event_layouts" role={role}>
        {option('tabloid', t`Tabloid`, t`Media, location and documents in tabs.`)}
        {option(
          'eventalk',
          t`Eventalk`,
          t`A countdown and tabs for details, agenda, speakers and more.`,
        )}
      </PremiumGate>
      {error ? <p className="ts-field__error">{error}</p> : null}
    </fieldset>
  )
}
