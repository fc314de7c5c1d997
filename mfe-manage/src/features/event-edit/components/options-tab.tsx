import { useFormContext, useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { Card } from '@tessera/shared/ui/card'
import { Checkbox, TextField } from '@tessera/shared/ui/field'
import { PremiumGate } from '@tessera/shared/ui/premium-gate'
import { fieldId } from '../form/field-targets'
import type { EventValues } from '../form/event-values'
import { useEventPlanRole } from '../hooks/event-plan-role'
import { useFieldError } from '../hooks/use-field-error'
import { ThemeField } from './theme-field'

/**
 * The Options tab (spec "events" §2): layout, where the event shows, the latest announcement, a
 * custom booking button (freemium and up) and the analytics code.
 */
export function OptionsTab() {
  const { t } = useLingui()
  const { register, control } = useFormContext<EventValues>()
  const custom = useWatch({ control, name: 'custom_book_button_label' })
  const role = useEventPlanRole()
  const errors = {
    book_button_label: useFieldError('book_button_label'),
    book_button_color: useFieldError('book_button_color'),
    book_promotion_label: useFieldError('book_promotion_label'),
    google_analytics_id: useFieldError('google_analytics_id'),
  }
  return (
    <div className="ts-event-edit__stack">
      <Card title={t`Layout`}>
        <ThemeField />
      </Card>
      <Card title={t`Where it shows`}>
        <Checkbox
          switch
          id={fieldId('show_on_calendar')}
          label={t`Show on calendar`}
          {...register('show_on_calendar')}
        />
        <Checkbox
          switch
          id={fieldId('show_on_collection')}
          label={t`Show on collection`}
          {...register('show_on_collection')}
        />
        <Checkbox
          switch
          id={fieldId('show_latest_announcement')}
          label={t`Show the latest announcement`}
          {...register('show_latest_announcement')}
        />
      </Card>
      <Card title={t`Booking button`}>
        <PremiumGate feature="custom_book_button" role={role}>
          <Checkbox
            switch
            id={fieldId('custom_book_button_label')}
            label={t`Custom booking button`}
            {...register('custom_book_button_label')}
          />
          {custom ? (
            <>
              <TextField
                id={fieldId('book_button_label')}
                label={t`Button label`}
                maxLength={40}
                error={errors.book_button_label}
                {...register('book_button_label')}
              />
              <TextField
                id={fieldId('book_button_color')}
                type="color"
                label={t`Button colour`}
                className="ts-event-edit__color"
                error={errors.book_button_color}
                {...register('book_button_color')}
              />
              <TextField
                id={fieldId('book_promotion_label')}
                label={t`Promotion label`}
                maxLength={80}
                hint={t`A short line beside the button, such as "Early bird ends Friday".`}
                error={errors.book_promotion_label}
                {...register('book_promotion_label')}
              />
            </>
          ) : null}
        </PremiumGate>
      </Card>
      <Card title={t`Analytics`}>
        <TextField
          id={fieldId('google_analytics_id')}
          label={t`Analytics code`}
          hint={t`Your Google Analytics measurement id, such as G-XXXXXXX.`}
          autoComplete="off"
          error={errors.google_analytics_id}
          {...register('google_analytics_id')}
        />
      </Card>
    </div>
  )
}
